import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineMs` (epoch ms), ticking every second; null without deadline. */
export function useCountdown(deadlineMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  if (deadlineMs === null) return null;
  return Math.max(0, deadlineMs - now);
}
