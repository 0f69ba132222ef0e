import { FormattedMessage, useIntl } from "react-intl";
import { Link, useRevalidator, useRouteError } from "react-router";
import { ProviderError } from "#app/api/envelope";
import { describeProviderError } from "#app/api/error-messages";

/** A member screen whose data could not be loaded: why, in the page's language, and a retry. */
export function MemberError() {
  const intl = useIntl();
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  const message =
    error instanceof ProviderError
      ? describeProviderError(intl, error)
      : intl.formatMessage({
          id: "member.error.unexpected",
          defaultMessage: "Something went wrong while loading this page.",
        });
  const notFound = error instanceof ProviderError && error.kind === "notFound";
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <h1 className="text-lg font-semibold">
        <FormattedMessage
          id="member.error.title"
          defaultMessage="This page could not be loaded"
        />
      </h1>
      <p className="mt-2 text-sm">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {notFound ? (
          <Link
            to="/member/dashboard"
            className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
          >
            <FormattedMessage
              id="member.error.back"
              defaultMessage="Back to the dashboard"
            />
          </Link>
        ) : (
          <button
            type="button"
            disabled={state === "loading"}
            onClick={() => void revalidate()}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            <FormattedMessage
              id="member.error.retry"
              defaultMessage="Try again"
            />
          </button>
        )}
      </div>
    </div>
  );
}
