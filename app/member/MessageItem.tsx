import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFetcher } from "react-router";
import { useFailureToast } from "./failure-toast";
import { formatDay } from "./format";
import { messageCategoryLabels } from "./labels";
import type { Schemas } from "./load";
import { StatusBadge } from "./StatusBadge";

/** One message: opening an unread one marks it read (the route's clientAction). */
export function MessageItem({ message }: { message: Schemas["Message"] }) {
  const intl = useIntl();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  useFailureToast(fetcher.data);
  // Read at once on screen, before the provider has answered.
  const read = message.read || fetcher.formData?.get("id") === message.id;
  return (
    <li
      className={`rounded-xl border p-4 ${read ? "border-slate-200" : "border-brand-200 bg-brand-50/50"}`}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
          if (!read)
            void fetcher.submit(
              { intent: "read", id: message.id },
              { method: "post" },
            );
        }}
        className="flex w-full items-start justify-between gap-3 text-left"
      >
        <span className="min-w-0">
          <span
            className={`block ${read ? "font-medium text-slate-800" : "font-bold text-ink"}`}
          >
            {message.title}
          </span>
          <span className="mt-1 block text-xs text-slate-600">
            {intl.formatMessage(messageCategoryLabels[message.category])} ·{" "}
            {formatDay(intl, message.createdAt)}
          </span>
        </span>
        {read ? null : (
          <StatusBadge tone="info">
            <FormattedMessage
              id="member.messages.unreadBadge"
              defaultMessage="Unread"
            />
          </StatusBadge>
        )}
      </button>
      <div
        id={bodyId}
        hidden={!open}
        className="mt-3 text-sm whitespace-pre-line text-slate-700"
      >
        {message.body}
      </div>
    </li>
  );
}
