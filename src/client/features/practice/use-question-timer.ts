import { useEffect, useState } from 'react';

/**
 * Seconds spent on the current question: starts when `key` changes (a new question),
 * stops while `running` is false (answered), and reads from the wall clock so a
 * throttled background tab still counts correctly.
 */
export function useQuestionTimer(key: number | null, running: boolean): number {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (key === null) return;
    const start = Date.now();
    setStartedAt(start);
    setNow(start);
  }, [key]);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  return key === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
