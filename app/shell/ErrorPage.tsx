import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

/** The body of the 404 page and of the error boundary. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">{status}</p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {notFound ? (
          <FormattedMessage
            id="error.notFound.title"
            defaultMessage="Page not found"
          />
        ) : (
          <FormattedMessage
            id="error.generic.title"
            defaultMessage="Something went wrong"
          />
        )}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound ? (
          <FormattedMessage
            id="error.notFound.body"
            defaultMessage="The page you are looking for does not exist or has moved."
          />
        ) : (
          <FormattedMessage
            id="error.generic.body"
            defaultMessage="We could not show this page right now. Please try again in a moment."
          />
        )}
      </p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <FormattedMessage
          id="error.backHome"
          defaultMessage="Back to the home page"
        />
      </Link>
    </section>
  );
}
