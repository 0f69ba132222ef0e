import { useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { allLocales, switcherLocales } from "#app/i18n/locales";
import { useLocale, useSwitchLocale } from "#app/i18n/use-locale";
import { Flag } from "#app/ui/Flag";
import { useDismiss } from "#app/ui/use-dismiss";

/** Offers the six switcher languages, each with its name and flag. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current =
    allLocales.find(({ code }) => code === locale) ?? switcherLocales[0];

  useDismiss(rootRef, open, () => setOpen(false));

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={intl.formatMessage(
          {
            id: "locale.switcher.label",
            defaultMessage: "Language: {language}",
          },
          { language: current.name },
        )}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag country={current.flag} />
        <span className="hidden whitespace-nowrap sm:inline">
          {current.name}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {switcherLocales.map(({ code, name, flag }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === locale ? "true" : undefined}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
              onClick={() => {
                setOpen(false);
                if (code !== locale) switchLocale(code);
              }}
            >
              <Flag country={flag} />
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
