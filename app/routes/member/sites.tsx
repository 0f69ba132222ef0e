import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { unwrap } from "#app/api/envelope";
import { EmptyState } from "#app/member/EmptyState";
import { loadForMember } from "#app/member/load";
import { MemberError } from "#app/member/MemberError";
import { ScreenSkeleton } from "#app/member/ScreenSkeleton";
import { ScreenTitle } from "#app/member/ScreenTitle";
import { SiteCard } from "#app/member/SiteCard";
import { api } from "#app/session/session";
import type { Route } from "./+types/sites";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadForMember(request, () => unwrap(api.GET("/web/sites")));
}

export function HydrateFallback() {
  return <ScreenSkeleton rows={2} />;
}

export const ErrorBoundary = MemberError;

export default function Sites({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <ScreenTitle>
        <FormattedMessage id="member.nav.sites" defaultMessage="My sites" />
      </ScreenTitle>
      {loaderData.items.length === 0 ? (
        <EmptyState
          title={
            <FormattedMessage
              id="member.sites.empty"
              defaultMessage="We do not run a site for you yet."
            />
          }
        >
          <Link to="/contact" className="text-brand-700 hover:underline">
            <FormattedMessage
              id="member.sites.emptyHint"
              defaultMessage="Tell us about your project"
            />
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {loaderData.items.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </div>
      )}
    </section>
  );
}
