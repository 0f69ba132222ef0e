import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Outlet } from "react-router";
import { requireMember } from "#app/session/member-guard";
import { memberNav } from "#app/session/member-nav";
import { MemberSkeleton } from "#app/ui/MemberSkeleton";
import type { Route } from "./+types/layout";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  requireMember,
];

// The member area renders in the browser only: the session lives there.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
];

export function HydrateFallback() {
  return <MemberSkeleton />;
}

export default function MemberLayout() {
  const intl = useIntl();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[220px_1fr] lg:py-12">
      <nav
        aria-label={intl.formatMessage({
          id: "member.nav.label",
          defaultMessage: "Member area",
        })}
      >
        <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col">
          {memberNav.map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink
                to={item.to}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                <FormattedMessage {...item.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
