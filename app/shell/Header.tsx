import { lazy, Suspense, useEffect, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, useLocation } from "react-router";
import { useLocale } from "#app/i18n/use-locale";
import { useHasSavedToken } from "#app/session/saved-token";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { navLinks } from "./nav-links";
import type { ShellSettings } from "./shell-settings";
import { Slogan } from "./Slogan";
import { useScrolledPast } from "./use-scrolled";

export function Header({ settings }: { settings: ShellSettings }) {
  const intl = useIntl();
  const scrolled = useScrolledPast(8);
  const signedIn = useHasSavedToken();
  const menuId = useId();
  const location = useLocation();
  // The menu belongs to the location it was opened at, so every route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) =>
    setMenuOpenAt(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className="sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled=false]:border-transparent data-[scrolled=false]:bg-white/80 data-[scrolled=true]:border-slate-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md supports-[backdrop-filter]:backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2"
          aria-label={intl.formatMessage(
            { id: "header.homeLink", defaultMessage: "{company} home page" },
            { company: settings.companyName },
          )}
        >
          <img
            src="/logo.svg"
            alt=""
            width={36}
            height={36}
            className="h-9 w-9"
          />
          <span className="text-lg font-bold tracking-tight text-ink">
            {settings.companyName}
          </span>
        </Link>
        <Slogan text={settings.slogan} />

        <nav
          aria-label={intl.formatMessage({
            id: "nav.label",
            defaultMessage: "Main",
          })}
          className="ml-auto hidden xl:block"
        >
          <NavItems className="flex items-center gap-1" />
        </nav>

        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <LanguageSwitcher />
          <AccountArea />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={intl.formatMessage({
              id: "nav.menu.toggle",
              defaultMessage: "Menu",
            })}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d={
                  menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"
                }
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg xl:hidden"
      >
        <nav
          aria-label={intl.formatMessage({
            id: "nav.mobileLabel",
            defaultMessage: "Mobile",
          })}
        >
          <NavItems className="flex flex-col" />
        </nav>
        {signedIn ? null : (
          <div className="mt-4 flex gap-3 sm:hidden">
            <GuestButtons />
          </div>
        )}
      </div>
    </header>
  );
}

function NavItems({ className }: { className: string }) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {navLinks.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={"end" in link}
            className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-[15px] font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-ink aria-[current=page]:text-brand-600"
          >
            <FormattedMessage {...link.label} />
            {"freeBadge" in link && locale === "zh-CN" ? (
              <span className="rounded-full bg-emerald-700 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
                <FormattedMessage id="nav.freeBadge" defaultMessage="Free" />
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The member dropdown when signed in; sign-in and sign-up for guests. */
// Only signed-in members download the menu and the session code behind it.
const MemberMenu = lazy(() =>
  import("#app/session/MemberMenu").then((module) => ({
    default: module.MemberMenu,
  })),
);

function AccountArea() {
  if (useHasSavedToken()) {
    return (
      <Suspense
        fallback={<span className="h-8 w-8 rounded-full bg-slate-100" />}
      >
        <MemberMenu />
      </Suspense>
    );
  }
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <GuestButtons />
    </div>
  );
}

function GuestButtons() {
  return (
    <>
      <Link
        to="/login"
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <FormattedMessage id="auth.signIn" defaultMessage="Sign in" />
      </Link>
      <Link
        to="/register"
        className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <FormattedMessage id="auth.signUp" defaultMessage="Sign up" />
      </Link>
    </>
  );
}
