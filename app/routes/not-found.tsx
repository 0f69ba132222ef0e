import { data } from "react-router";
import { getRequestLocale } from "#app/i18n/locale.server";
import { getServerIntl } from "#app/i18n/intl.server";
import { ErrorPage } from "#app/shell/ErrorPage";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const intl = getServerIntl(getRequestLocale(request));
  return data(
    {
      title: intl.formatMessage({
        id: "error.notFound.title",
        defaultMessage: "Page not found",
      }),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
