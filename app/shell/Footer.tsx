import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { navLinks } from "./nav-links";
import type { ShellSettings } from "./shell-settings";

export function Footer({
  settings,
  children,
}: {
  settings: ShellSettings;
  /** Floating controls: inside the footer landmark, so no content sits outside one. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const channels = [
    {
      href: settings.messagingApp.url,
      label: settings.messagingApp.label,
      external: true,
    },
    {
      href: settings.chatApp.url,
      label: settings.chatApp.label,
      external: true,
    },
    {
      href: `mailto:${settings.supportEmail}`,
      label: settings.supportEmail,
      external: false,
    },
  ];
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img
              src="/logo.svg"
              alt=""
              width={32}
              height={32}
              className="h-8 w-8"
            />
            {settings.companyName}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6 text-slate-400">
            {settings.slogan}
          </p>
        </div>
        <nav
          aria-label={intl.formatMessage({
            id: "footer.navLabel",
            defaultMessage: "Site",
          })}
        >
          <h2 className="text-sm font-semibold text-white">
            <FormattedMessage id="footer.sitemap" defaultMessage="Explore" />
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  <FormattedMessage {...link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">
            <FormattedMessage
              id="footer.contact"
              defaultMessage="Get in touch"
            />
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {channels.map((channel) => (
              <li key={channel.href}>
                <a
                  href={channel.href}
                  className="hover:text-white"
                  {...(channel.external
                    ? { target: "_blank", rel: "noopener noreferrer" }
                    : {})}
                >
                  {channel.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <FormattedMessage
              id="footer.copyright"
              defaultMessage="© {year} {company}. All rights reserved."
              values={{
                year: settings.copyrightYear,
                company: settings.companyName,
              }}
            />
          </p>
          <ul className="flex gap-5">
            <li>
              <Link to="/terms" className="hover:text-white">
                <FormattedMessage
                  id="footer.terms"
                  defaultMessage="Terms of service"
                />
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-white">
                <FormattedMessage
                  id="footer.privacy"
                  defaultMessage="Privacy policy"
                />
              </Link>
            </li>
          </ul>
        </div>
      </div>
      {children}
    </footer>
  );
}
