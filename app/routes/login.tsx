import { defineMessage, FormattedMessage } from "react-intl";
import { pageTitle } from "#app/shell/page-title.server";
import type { Route } from "./+types/login";

const title = defineMessage({ id: "auth.signIn", defaultMessage: "Sign in" });

export function loader({ request }: Route.LoaderArgs) {
  return { title: pageTitle(request, title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
];

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        <FormattedMessage {...title} />
      </h1>
    </section>
  );
}
