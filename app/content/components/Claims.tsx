import { FormattedMessage, FormattedNumber } from "react-intl";

/** The two claims of site settings: years of service and client companies. */
export function Claims({
  yearsOfService,
  clientCompanies,
  tone = "light",
}: {
  yearsOfService: number;
  clientCompanies: number;
  tone?: "light" | "dark";
}) {
  const value = tone === "dark" ? "text-white" : "text-brand-600";
  const label = tone === "dark" ? "text-brand-100" : "text-slate-600";
  return (
    <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
      <div className="flex flex-col-reverse">
        <dt className={`text-sm ${label}`}>
          <FormattedMessage
            id="claims.years.label"
            defaultMessage="{count, plural, one {year} other {years}} of service"
            values={{ count: yearsOfService }}
          />
        </dt>
        <dd className={`text-3xl font-extrabold sm:text-4xl ${value}`}>
          <FormattedNumber value={yearsOfService} />
        </dd>
      </div>
      <div className="flex flex-col-reverse">
        <dt className={`text-sm ${label}`}>
          <FormattedMessage
            id="claims.clients.label"
            defaultMessage="client companies"
          />
        </dt>
        <dd className={`text-3xl font-extrabold sm:text-4xl ${value}`}>
          <FormattedMessage
            id="claims.clients.value"
            defaultMessage="{count, number}+"
            values={{ count: clientCompanies }}
          />
        </dd>
      </div>
    </dl>
  );
}
