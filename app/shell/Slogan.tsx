import { useEffect, useState } from "react";

/** Pause between the end of the slogan's animation and its restart. */
const restartDelayMs = 2_000;

/**
 * The header slogan animates in, then starts again 2 s after it ends. Under
 * prefers-reduced-motion the CSS drops the animation, so no `animationend`
 * fires and the slogan stays static.
 */
export function Slogan({ text }: { text: string }) {
  const [run, setRun] = useState(0);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setWaiting(false);
      setRun((n) => n + 1);
    }, restartDelayMs);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return (
    <span
      key={run}
      data-testid="slogan"
      className="slogan-animated hidden max-w-56 truncate text-xs text-slate-500 md:block xl:hidden 2xl:block"
      onAnimationEnd={() => setWaiting(true)}
    >
      {text}
    </span>
  );
}
