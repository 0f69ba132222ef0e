import type { ReactNode } from "react";

const tones = {
  neutral: "bg-slate-100 text-slate-700",
  info: "bg-brand-50 text-brand-700",
  success: "bg-emerald-50 text-emerald-800",
  warning: "bg-amber-50 text-amber-900",
  danger: "bg-red-50 text-red-800",
} as const;

export type Tone = keyof typeof tones;

/** A short status word in a coloured pill (the colour is never the only cue). */
export function StatusBadge({
  tone,
  children,
}: {
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export const orderStatusTone: Record<string, Tone> = {
  requirements_confirmed: "neutral",
  in_development: "info",
  acceptance: "warning",
  launched: "success",
  in_maintenance: "success",
};
