import { useIntl } from "react-intl";

/** A member screen while its data loads: a title bar and a few rows. */
export function ScreenSkeleton({ rows = 3 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({
        id: "member.loading",
        defaultMessage: "Loading…",
      })}
      role="status"
    >
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 space-y-3">
        {Array.from({ length: rows }, (_, key) => (
          <div
            key={key}
            className="h-20 animate-pulse rounded-xl bg-slate-100"
          />
        ))}
      </div>
    </div>
  );
}
