import { FormattedMessage, useIntl } from "react-intl";
import { Form, NavLink, useNavigation } from "react-router";
import { unwrap } from "#app/api/envelope";
import { EmptyState } from "#app/member/EmptyState";
import { actionFailure, useFailureToast } from "#app/member/failure-toast";
import { loadForMember } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { MessageItem } from "#app/member/MessageItem";
import { Pagination } from "#app/member/Pagination";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { ScreenTitle } from "#app/member/ScreenTitle";
import { api, setUnreadCount } from "#app/session/session";
import type { Route } from "./+types/messages";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filter = search.get("filter") === "unread" ? "unread" : "all";
  const page = Math.max(1, Math.floor(Number(search.get("page")) || 1));
  const result = await loadForMember(request, () =>
    unwrap(
      api.GET("/web/messages", {
        params: { query: { page, pageSize: 10, filter } },
      }),
    ),
  );
  // The header badge follows what this screen shows.
  setUnreadCount(result.unreadCount);
  return { ...result, filter };
}

/** Marks one message (`intent=read`) or all (`intent=readAll`) read; the loader then reloads the list. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  try {
    const result = await loadForMember(
      request,
      (): Promise<{ unreadCount: number }> =>
        form.get("intent") === "readAll"
          ? unwrap(api.POST("/web/messages/read-all"))
          : unwrap(
              api.POST("/web/messages/{id}/read", {
                params: { path: { id } },
              }),
            ),
    );
    setUnreadCount(result.unreadCount);
    return null;
  } catch (error) {
    return actionFailure(error);
  }
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={3} />;
}

export const ErrorBoundary = MemberError;

export default function Messages({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  const busy = useNavigation().state !== "idle";
  const { items, page, pageSize, total, unreadCount, filter } = loaderData;
  useFailureToast(actionData);
  const tabs = [
    {
      to: "/member/messages",
      active: filter === "all",
      label: intl.formatMessage({
        id: "member.messages.all",
        defaultMessage: "All",
      }),
    },
    {
      to: "/member/messages?filter=unread",
      active: filter === "unread",
      label: intl.formatMessage(
        {
          id: "member.messages.unreadTab",
          defaultMessage: "Unread ({count})",
        },
        { count: unreadCount },
      ),
    },
  ];
  return (
    <section>
      <ScreenTitle
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="readAll" />
            <button
              type="submit"
              disabled={unreadCount === 0 || busy}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <FormattedMessage
                id="member.messages.markAllRead"
                defaultMessage="Mark all read"
              />
            </button>
          </Form>
        }
      >
        <FormattedMessage id="member.menu.messages" defaultMessage="Messages" />
      </ScreenTitle>
      <nav
        aria-label={intl.formatMessage({
          id: "member.messages.filter",
          defaultMessage: "Show",
        })}
        className="mb-4 flex gap-2"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            aria-current={tab.active ? "page" : undefined}
            className="rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600"
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {items.length === 0 ? (
        <EmptyState
          title={
            filter === "unread" ? (
              <FormattedMessage
                id="member.messages.emptyUnread"
                defaultMessage="You have read every message."
              />
            ) : (
              <FormattedMessage
                id="member.messages.empty"
                defaultMessage="No messages yet."
              />
            )
          }
        />
      ) : (
        <ul className="space-y-3">
          {items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </section>
  );
}
