import { RawIntlProvider } from "react-intl";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { defaultLocale } from "./i18n/locales";
import { getRequestLocale } from "./i18n/locale.server";
import { getIntl, loadMessages } from "./i18n/messages";
import { messagesModuleHref } from "./i18n/messages.server";
import { useRestoreSavedLocale } from "./i18n/use-locale";
import { useNonce } from "./shell/nonce";
import { Shell } from "./shell/Shell";
import { getSiteSettings } from "./content/content.server";
import { publicPageCache } from "./content/page-cache.server";
import { ErrorPage } from "./shell/ErrorPage";
import { useMarkHydrated } from "./shell/use-mark-hydrated";
import { useServiceWorker } from "./pwa/use-service-worker";
import { useLoadUserInfoOnStart } from "./session/use-load-user-info-on-start";
import { Toaster } from "./ui/Toaster";

export const middleware: Route.MiddlewareFunction[] = [publicPageCache];

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return data(
    {
      locale,
      messagesHref: messagesModuleHref(locale),
      settings: await getSiteSettings(locale),
    },
    { headers: { "Content-Language": locale } },
  );
}

/** After a language switch, the new language's messages load before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessages(data.locale);
  return data;
}

// Icons and manifest are generated at build time from public/logo.svg (app/pwa/pwa-plugin.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml", sizes: "any" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon-180x180.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? defaultLocale;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2550e0" />
        <Meta />
        <Links />
        {root?.messagesHref ? (
          <link rel="modulepreload" href={root.messagesHref} nonce={nonce} />
        ) : null}
      </head>
      <body>
        <RawIntlProvider value={getIntl(locale)}>{children}</RawIntlProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRestoreSavedLocale();
  useLoadUserInfoOnStart();
  useServiceWorker();
  useMarkHydrated();
  return (
    <Shell settings={loaderData.settings}>
      <Outlet />
      <Toaster />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <ErrorPage status={status} />;
  // Without root data (the root loader itself failed) there is no shell to keep.
  return root ? <Shell settings={root.settings}>{page}</Shell> : page;
}
