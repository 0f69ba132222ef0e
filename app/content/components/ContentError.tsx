import { FormattedMessage } from "react-intl";
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useRouteError,
} from "react-router";

/** A route's ErrorBoundary: says plainly when the content service is down. */
export function ContentErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-6xl font-black text-brand-600">{status}</p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {unavailable ? (
          <FormattedMessage
            id="content.unavailable.title"
            defaultMessage="This page is temporarily unavailable"
          />
        ) : (
          <FormattedMessage
            id="error.generic.title"
            defaultMessage="Something went wrong"
          />
        )}
      </h1>
      <p className="mt-3 text-slate-600">
        {unavailable ? (
          <FormattedMessage
            id="content.unavailable.body"
            defaultMessage="Our content service is not responding. Please try again in a few minutes."
          />
        ) : (
          <FormattedMessage
            id="error.generic.body"
            defaultMessage="We could not show this page right now. Please try again in a moment."
          />
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={pathname}
          className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <FormattedMessage
            id="content.unavailable.retry"
            defaultMessage="Try again"
          />
        </a>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 px-5 py-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          <FormattedMessage
            id="error.backHome"
            defaultMessage="Back to the home page"
          />
        </Link>
      </div>
    </section>
  );
}
