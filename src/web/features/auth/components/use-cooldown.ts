import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** A countdown in whole seconds (0 when over); `start(s)` begins one of s seconds. */
export function useCooldown(initialUntil = 0) {
  const [until, setUntil] = useState(initialUntil);
  const [remaining, setRemaining] = useState(() => secondsUntil(initialUntil));

  useEffect(() => {
    let id = 0;
    const tick = () => {
      const left = secondsUntil(until);
      setRemaining(left);
      if (left === 0) window.clearInterval(id);
    };
    tick();
    if (secondsUntil(until) > 0) id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [until]);

  const start = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), []);
  return { remaining, start };
}
