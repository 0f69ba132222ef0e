import { FormattedMessage } from "react-intl";

/**
 * Always-visible shortcut to the messaging app, opened in a new tab. Emerald
 * 700 keeps white 14 px text above the 4.5:1 contrast WCAG asks for.
 */
export function FloatingContact({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-6 right-[30px] z-30 flex items-center gap-2 rounded-full bg-emerald-700 p-3.5 sm:px-4 sm:py-3 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800"
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="currentColor"
      >
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
      <FormattedMessage
        id="shell.floatingContact"
        defaultMessage="Contact us"
      />
    </a>
  );
}
