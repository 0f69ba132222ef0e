import type { ReactNode } from "react";

/** The heading row of a member screen, with room for actions on the right. */
export function ScreenTitle({
  children,
  actions,
}: {
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{children}</h1>
      {actions}
    </div>
  );
}
