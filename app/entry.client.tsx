import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { defaultLocale } from "./i18n/locales";
import { loadMessages } from "./i18n/messages";
import { matchLocale } from "./i18n/resolve-locale";

// The page's messages are a file of their own (preloaded by the server's HTML),
// needed before React renders the same text the server did.
await loadMessages(matchLocale(document.documentElement.lang) ?? defaultLocale);
// Hydration in a task of its own: on a slow phone, evaluating the modules,
// preparing the messages and hydrating in one go would block input too long.
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
