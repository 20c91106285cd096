import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking each second; null when nothing is waiting. */
export function useSecondsUntil(until: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const left = Math.ceil((until - now) / 1000);
  return left > 0 ? left : null;
}
