import type { ReactNode } from "react";

/** What a list shows when it has nothing in it. */
export function EmptyState({
  title,
  children,
}: {
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children ? (
        <div className="mt-2 text-sm text-slate-600">{children}</div>
      ) : null}
    </div>
  );
}
