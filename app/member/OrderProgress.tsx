import { FormattedMessage, useIntl } from "react-intl";
import { formatDay } from "./format";
import { orderStatusLabels } from "./labels";
import type { Schemas } from "./load";

/** The five stages of an order as an ordered timeline; the current one is marked. */
export function OrderProgress({
  stages,
  current,
}: {
  stages: Schemas["OrderStage"][];
  current: Schemas["OrderStatus"];
}) {
  const intl = useIntl();
  return (
    <ol className="space-y-0">
      {stages.map((stage, index) => {
        const reached = stage.reachedAt !== null;
        const isCurrent = stage.status === current;
        return (
          <li
            key={stage.status}
            aria-current={isCurrent ? "step" : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < stages.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-6 left-[11px] h-full w-0.5 ${reached ? "bg-brand-500" : "bg-slate-200"}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                reached
                  ? "bg-brand-600 text-white"
                  : "bg-white text-slate-500 ring-2 ring-slate-200"
              } ${isCurrent ? "ring-4 ring-brand-200" : ""}`}
            >
              {index + 1}
            </span>
            <div>
              <p
                className={`text-sm font-semibold ${reached ? "text-ink" : "text-slate-500"}`}
              >
                {intl.formatMessage(orderStatusLabels[stage.status])}
                {isCurrent ? (
                  <span className="ml-2 text-xs font-medium text-brand-700">
                    <FormattedMessage
                      id="member.order.currentStage"
                      defaultMessage="(current)"
                    />
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                {stage.reachedAt ? (
                  formatDay(intl, stage.reachedAt)
                ) : (
                  <FormattedMessage
                    id="member.order.notReached"
                    defaultMessage="Not reached yet"
                  />
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
