import { useEffect, useRef } from 'react';

export interface AnswerKeyHandlers {
  /** Choose option 0-4 (A-E or 1-5). */
  choose(index: number): void;
  /** Enter. */
  submit(): void;
  /** N: the next question. */
  next(): void;
}

/** Which action a key stands for, or null. Exported for tests. */
export function actionForKey(key: string): { kind: 'choose'; index: number } | { kind: 'submit' } | { kind: 'next' } | null {
  if (key === 'Enter') return { kind: 'submit' };
  if (key === 'n' || key === 'N') return { kind: 'next' };
  const letter = 'abcde'.indexOf(key.toLowerCase());
  if (key.length === 1 && letter !== -1) return { kind: 'choose', index: letter };
  const digit = '12345'.indexOf(key);
  if (key.length === 1 && digit !== -1) return { kind: 'choose', index: digit };
  return null;
}

/** Keys typed into a field, a menu or a dialog are theirs, not ours. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="listbox"], [role="dialog"], [role="menu"], [role="combobox"]') !== null;
}

/** Keyboard answering for the practice page: A-E or 1-5 to choose, Enter to submit, N for the next question. */
export function useAnswerKeys(handlers: AnswerKeyHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (belongsElsewhere(event.target)) return;
      const action = actionForKey(event.key);
      if (!action) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const onRadio = target?.getAttribute('role') === 'radio';
      // Radix radio items cancel Enter (WAI-ARIA: Enter does not check a radio); for us it submits.
      if (event.defaultPrevented && !(onRadio && action.kind === 'submit')) return;
      if (action.kind === 'submit') {
        // Enter on a button or link already activates it.
        if (!onRadio && target?.closest('button, a')) return;
        event.preventDefault();
        latest.current.submit();
      } else if (action.kind === 'next') {
        latest.current.next();
      } else {
        latest.current.choose(action.index);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
