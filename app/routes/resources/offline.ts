import { getServerIntl } from "#app/i18n/intl.server";
import { getRequestLocale } from "#app/i18n/locale.server";
import type { Route } from "./+types/offline";

/**
 * The page the service worker shows for a page it never saved, when there is
 * no network. Plain HTML without scripts: it must work with nothing else
 * cached, and hydrating it under another URL would fail.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const intl = getServerIntl(locale);
  const text = {
    title: intl.formatMessage({
      id: "offline.title",
      defaultMessage: "You are offline",
    }),
    body: intl.formatMessage({
      id: "offline.fallback.body",
      defaultMessage:
        "This page has not been saved for offline use yet. Pages you have already visited can still be browsed.",
    }),
    retry: intl.formatMessage({
      id: "offline.fallback.retry",
      defaultMessage: "Try again",
    }),
    home: intl.formatMessage({
      id: "error.backHome",
      defaultMessage: "Back to the home page",
    }),
  };
  const html = `<!doctype html>
<html lang="${escape(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(text.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC",sans-serif;color:#0f172a;background:#f8fafc;display:grid;min-height:100vh;place-items:center}
main{max-width:28rem;padding:2rem;text-align:center}
img{width:56px;height:56px}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:#475569;line-height:1.6}
a{display:inline-block;margin:.5rem;padding:.7rem 1.2rem;border-radius:.6rem;background:#2550e0;color:#fff;text-decoration:none;font-weight:600}
a.secondary{background:#fff;color:#1d3fba;border:1px solid #bfd3fe}
</style>
</head>
<body>
<main>
<img src="/logo.svg" alt="">
<h1>${escape(text.title)}</h1>
<p>${escape(text.body)}</p>
<a href="">${escape(text.retry)}</a><a class="secondary" href="/">${escape(text.home)}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
