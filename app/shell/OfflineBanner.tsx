import { FormattedMessage } from "react-intl";
import { useOnline } from "./use-online";

/** Tells the visitor they are offline; cached pages still work. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="bg-amber-100 px-4 py-3 text-center text-sm text-amber-950">
          <strong className="font-semibold">
            <FormattedMessage
              id="offline.title"
              defaultMessage="You are offline"
            />
          </strong>{" "}
          <FormattedMessage
            id="offline.body"
            defaultMessage="Some features may be limited, but cached content can still be browsed."
          />
        </div>
      )}
    </div>
  );
}
