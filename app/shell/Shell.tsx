import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { BackToTop } from "./BackToTop";
import { FloatingContact } from "./FloatingContact";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import type { ShellSettings } from "./shell-settings";

/** The frame of every page, including the 404 page and the error boundary. */
export function Shell({
  settings,
  children,
}: {
  settings: ShellSettings;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        <FormattedMessage
          id="shell.skipToContent"
          defaultMessage="Skip to content"
        />
      </a>
      <OfflineBanner />
      <Header settings={settings} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer settings={settings}>
        <FloatingContact url={settings.messagingApp.url} />
        <BackToTop />
      </Footer>
    </div>
  );
}
