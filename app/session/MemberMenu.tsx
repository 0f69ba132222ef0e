import { useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useNavigate } from "react-router";
import { Avatar } from "#app/ui/Avatar";
import { useDismiss } from "#app/ui/use-dismiss";
import { displayName } from "./display-name";
import { signOut, useSession } from "./session";

const items = [
  {
    to: "/member/profile",
    label: { id: "member.menu.profile", defaultMessage: "Profile" },
  },
  {
    to: "/member/orders",
    label: { id: "member.menu.orders", defaultMessage: "My orders" },
  },
  {
    to: "/member/messages",
    label: { id: "member.menu.messages", defaultMessage: "Messages" },
    unread: true,
  },
  {
    to: "/member/settings",
    label: { id: "member.menu.settings", defaultMessage: "Account settings" },
  },
] as const;

/**
 * The signed-in member's dropdown: opens on hover, or from its toggle by
 * click or keyboard; the avatar and name themselves lead to /member.
 */
export function MemberMenu() {
  const intl = useIntl();
  const { userInfo, unreadCount: unread } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Open at one location only (a route change closes it), by hover or by click.
  const [openAt, setOpenAt] = useState<{
    key: string;
    by: "hover" | "click";
  } | null>(null);
  const open = openAt?.key === location.key;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const name = displayName(userInfo);

  useDismiss(rootRef, open, () => setOpenAt(null));

  const show = (by: "hover" | "click") => setOpenAt({ key: location.key, by });
  const hide = () => setOpenAt(null);

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && !open) show("hover");
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && openAt?.by === "hover") hide();
      }}
      data-testid="member-menu"
    >
      <div className="flex items-center rounded-full hover:bg-slate-100">
        <Link
          to="/member"
          className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2"
        >
          <Avatar src={userInfo?.avatar} />
          <span className="hidden max-w-32 truncate text-sm font-medium text-ink sm:inline">
            {name}
          </span>
        </Link>
        <button
          type="button"
          className="rounded-full p-1.5 text-slate-600"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={intl.formatMessage({
            id: "member.menu.toggle",
            defaultMessage: "Account menu",
          })}
          // A click on a menu that hovering opened pins it open instead of closing it.
          onClick={() =>
            open && openAt.by === "click" ? hide() : show("click")
          }
        >
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M5.2 7.5 10 12.3l4.8-4.8 1.1 1.1-5.9 5.9-5.9-5.9z" />
          </svg>
        </button>
      </div>
      <div id={menuId} hidden={!open} className="absolute right-0 z-50 pt-2">
        <ul className="w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50"
              >
                <FormattedMessage {...item.label} />
                {"unread" in item && unread > 0 ? (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                    <FormattedMessage
                      id="member.menu.unreadBadge"
                      defaultMessage="{count, plural, one {# unread} other {# unread}}"
                      values={{ count: unread }}
                    />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
              onClick={async () => {
                hide();
                void navigate(await signOut());
              }}
            >
              <FormattedMessage
                id="member.menu.logout"
                defaultMessage="Sign out"
              />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
