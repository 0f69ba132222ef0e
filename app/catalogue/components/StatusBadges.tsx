import { FormattedMessage } from "react-intl";
import { catalogueMessages as m } from "../messages";

const styles = {
  hot: { label: m.statusHot, className: "bg-rose-600 text-white" },
  new: { label: m.statusNew, className: "bg-emerald-700 text-white" },
} as const;

/** "Hot" and "New" badges; unknown values from the CMS are skipped. */
export function StatusBadges({ status }: { status: string[] | null }) {
  const known = (status ?? []).filter(
    (s): s is keyof typeof styles => s in styles,
  );
  if (known.length === 0) return null;
  return (
    <span className="flex gap-1.5">
      {known.map((s) => (
        <span
          key={s}
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${styles[s].className}`}
        >
          <FormattedMessage {...styles[s].label} />
        </span>
      ))}
    </span>
  );
}
