import { useIntl } from "react-intl";
import { useScrolledPast } from "./use-scrolled";

/** Shown once the visitor has scrolled, 30 px from the right and 90 px from the bottom. */
export function BackToTop() {
  const intl = useIntl();
  const visible = useScrolledPast(300);
  if (!visible) return null;
  return (
    <button
      type="button"
      style={{ right: 30, bottom: 90 }}
      className="fixed z-30 flex h-11 w-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-lg hover:bg-slate-50"
      aria-label={intl.formatMessage({
        id: "shell.backToTop",
        defaultMessage: "Back to top",
      })}
      onClick={() => {
        const reduceMotion = window.matchMedia(
          "(prefers-reduced-motion: reduce)",
        ).matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
        />
      </svg>
    </button>
  );
}
