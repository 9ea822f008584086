import { useEffect } from 'react';
import { useLocation } from 'wouter';

export function ScrollToTop() {
  const [location] = useLocation();
  // Block body on purpose: newer browsers make scrollTo return a promise, and React would
  // take any returned value for a cleanup function.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
