import { FormattedMessage, useIntl } from "react-intl";
import { formatDay, formatMoney } from "./format";
import { paymentStageLabels, paymentStatusLabels } from "./labels";
import type { Schemas } from "./load";
import { StatusBadge, type Tone } from "./StatusBadge";

const tone: Record<Schemas["PaymentMilestone"]["status"], Tone> = {
  paid: "success",
  due: "danger",
  upcoming: "neutral",
};

/** The 40/30/30 payment milestones with their paid/due state. */
export function PaymentMilestones({
  payments,
  currency,
}: {
  payments: Schemas["PaymentMilestone"][];
  currency: string;
}) {
  const intl = useIntl();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {payments.map((payment) => (
        <li
          key={payment.stage}
          className="flex flex-wrap items-center justify-between gap-2 p-4"
        >
          <div>
            <p className="text-sm font-semibold text-ink">
              <FormattedMessage
                id="member.payment.milestone"
                defaultMessage="{percent}% · {stage}"
                values={{
                  percent: payment.percent,
                  stage: intl.formatMessage(paymentStageLabels[payment.stage]),
                }}
              />
            </p>
            <p className="text-xs text-slate-600">
              {payment.paidAt ? (
                <FormattedMessage
                  id="member.payment.paidOn"
                  defaultMessage="Paid on {date}"
                  values={{ date: formatDay(intl, payment.paidAt) }}
                />
              ) : null}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-ink tabular-nums">
              {formatMoney(intl, payment.amount, currency)}
            </span>
            <StatusBadge tone={tone[payment.status]}>
              {intl.formatMessage(paymentStatusLabels[payment.status])}
            </StatusBadge>
          </div>
        </li>
      ))}
    </ul>
  );
}
