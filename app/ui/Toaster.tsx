import { useIntl } from "react-intl";
import { dismissToast, useToasts } from "./toast";

/** Announces messages politely (success) or assertively (errors), each dismissible. */
export function Toaster() {
  const intl = useIntl();
  const toasts = useToasts();
  const closeLabel = intl.formatMessage({
    id: "toast.close",
    defaultMessage: "Dismiss",
  });
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4">
      {(["error", "success"] as const).map((tone) => (
        <div
          key={tone}
          role={tone === "error" ? "alert" : "status"}
          className="flex w-full max-w-md flex-col gap-2"
        >
          {toasts
            .filter((toast) => toast.tone === tone)
            .map((toast) => (
              <div
                key={toast.id}
                className={`pointer-events-auto flex items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${
                  tone === "error"
                    ? "bg-red-700 text-white"
                    : "bg-emerald-700 text-white"
                }`}
              >
                <p className="flex-1">{toast.message}</p>
                <button
                  type="button"
                  className="rounded px-1 font-bold text-white/90 hover:text-white"
                  aria-label={closeLabel}
                  onClick={() => dismissToast(toast.id)}
                >
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
