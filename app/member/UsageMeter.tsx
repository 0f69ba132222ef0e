import { FormattedMessage, useIntl } from "react-intl";
import { formatGb } from "./format";

/** Used vs quota as a labelled bar; amber from 80 %, when the dashboard warns too. */
export function UsageMeter({
  label,
  usedGb,
  quotaGb,
}: {
  label: string;
  usedGb: number;
  quotaGb: number | null;
}) {
  const intl = useIntl();
  const percent =
    quotaGb === null
      ? null
      : Math.min(100, Math.round((usedGb / quotaGb) * 100));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600">
          {quotaGb === null ? (
            <FormattedMessage
              id="member.usage.unlimited"
              defaultMessage="{used} used (unlimited)"
              values={{ used: formatGb(intl, usedGb) }}
            />
          ) : (
            <FormattedMessage
              id="member.usage.ofQuota"
              defaultMessage="{used} of {quota} ({percent}%)"
              values={{
                used: formatGb(intl, usedGb),
                quota: formatGb(intl, quotaGb),
                percent,
              }}
            />
          )}
        </span>
      </div>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={label}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={`h-full rounded-full ${percent >= 80 ? "bg-amber-500" : "bg-brand-500"}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
