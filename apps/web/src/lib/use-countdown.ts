import { useEffect, useState } from "react";

/**
 * Milliseconds left until `endsAt` (ISO), ticking once a second; null when there is no end date,
 * it cannot be parsed, or it has passed. An expired offer stays hidden (DESIGN: never restarted).
 */
export function useCountdown(endsAt: string | null | undefined): number | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const running = Number.isFinite(end) && end > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return running ? end - now : null;
}
