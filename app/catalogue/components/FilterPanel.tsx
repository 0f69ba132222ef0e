import { useId, type FormEvent } from "react";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Form, Link, useNavigate } from "react-router";
import type { ProductStatus } from "../categories";
import {
  changed,
  parseFilters,
  queryNames,
  sortKeys,
  toSearch,
  type CatalogueFilters,
  type SortKey,
} from "../filters";
import { catalogueMessages as m } from "../messages";
import { priceRangeLabel } from "../price-label";

type Option = { key: string; label: string; count: number };

const sortLabels: Record<SortKey, MessageDescriptor> = {
  recommended: m.sortRecommended,
  "price-asc": m.sortPriceAsc,
  "price-desc": m.sortPriceDesc,
  newest: m.sortNewest,
};

export const statusLabels: Record<ProductStatus, MessageDescriptor> = {
  hot: m.statusHot,
  new: m.statusNew,
};

/**
 * A plain GET form, so filtering works without JavaScript (Apply submits it).
 * Once hydrated, ticking a box or picking a sort applies at once.
 */
export function FilterPanel({
  action,
  filters,
  features,
  statuses,
  brackets,
  activeCount,
}: {
  action: string;
  filters: CatalogueFilters;
  features: Option[];
  statuses: Option[];
  brackets: { min: number | null; max: number | null; count: number }[];
  activeCount: number;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const count = (n: number) => intl.formatMessage(m.optionCount, { count: n });

  // With JavaScript, go straight to the tidy URL (no empty fields, page 1).
  const apply = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const search = new URLSearchParams(
      [...fields].map(([name, value]) => [name, String(value)]),
    );
    navigate(`${action}${toSearch(changed(parseFilters(search), {}))}`, {
      preventScrollReset: true,
    });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.type === "checkbox" || target.tagName === "SELECT") {
      apply(event.currentTarget);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <details className="group rounded-2xl bg-white ring-1 ring-slate-200 lg:[&::details-content]:[content-visibility:visible]">
      <summary className="cursor-pointer px-5 py-4 text-base font-bold text-ink lg:hidden">
        {activeCount > 0 ? (
          <FormattedMessage
            {...m.filtersActive}
            values={{ count: activeCount }}
          />
        ) : (
          <FormattedMessage {...m.filters} />
        )}
      </summary>
      <Form
        method="get"
        action={action}
        onChange={onChange}
        onSubmit={onSubmit}
        aria-label={intl.formatMessage(m.filters)}
        className="space-y-6 px-5 pb-5 lg:pt-5"
      >
        <fieldset>
          <legend className="text-sm font-bold text-ink">
            <FormattedMessage {...m.priceRange} />
          </legend>
          <ul className="mt-2 space-y-1 text-sm">
            {brackets.map((b) => {
              const current =
                filters.minPrice === b.min && filters.maxPrice === b.max;
              return (
                <li key={`${b.min}-${b.max}`}>
                  <Link
                    to={`${action}${toSearch(changed(filters, { minPrice: b.min, maxPrice: b.max }))}`}
                    preventScrollReset
                    aria-current={current ? "true" : undefined}
                    className="flex justify-between rounded-lg px-2 py-1.5 text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
                  >
                    <span>{priceRangeLabel(intl, b.min, b.max)}</span>
                    <span className="text-slate-500">{count(b.count)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <label className="text-xs text-slate-600">
              <FormattedMessage {...m.minPrice} />
              <input
                type="number"
                name={queryNames.minPrice}
                min={0}
                step="any"
                inputMode="numeric"
                defaultValue={filters.minPrice ?? ""}
                key={`min-${filters.minPrice}`}
                className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-ink"
              />
            </label>
            <label className="text-xs text-slate-600">
              <FormattedMessage {...m.maxPrice} />
              <input
                type="number"
                name={queryNames.maxPrice}
                min={0}
                step="any"
                inputMode="numeric"
                defaultValue={filters.maxPrice ?? ""}
                key={`max-${filters.maxPrice}`}
                className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-ink"
              />
            </label>
          </div>
        </fieldset>

        <CheckboxGroup
          legend={intl.formatMessage(m.features)}
          name={queryNames.feature}
          options={features}
          chosen={filters.features}
          count={count}
        />
        <CheckboxGroup
          legend={intl.formatMessage(m.status)}
          name={queryNames.status}
          options={statuses}
          chosen={filters.status}
          count={count}
        />

        <div>
          <label
            htmlFor={`${id}-sort`}
            className="block text-sm font-bold text-ink"
          >
            <FormattedMessage {...m.sort} />
          </label>
          <select
            id={`${id}-sort`}
            name={queryNames.sort}
            defaultValue={filters.sort}
            key={filters.sort}
            className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-ink"
          >
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage(sortLabels[key])}
              </option>
            ))}
          </select>
        </div>

        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <FormattedMessage {...m.apply} />
        </button>
      </Form>
    </details>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
  count,
}: {
  legend: string;
  name: string;
  options: Option[];
  chosen: readonly string[];
  count: (n: number) => string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-ink">{legend}</legend>
      <ul className="mt-2 space-y-1 text-sm">
        {options.map((option) => {
          const checked = chosen.includes(option.key);
          // An option that would leave nothing is shown but cannot be ticked.
          const disabled = !checked && option.count === 0;
          return (
            <li key={option.key}>
              <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
                <input
                  type="checkbox"
                  name={name}
                  value={option.key}
                  defaultChecked={checked}
                  key={`${option.key}-${checked}`}
                  disabled={disabled}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600"
                />
                <span className="flex-1 text-slate-700">{option.label}</span>
                <span className="text-slate-500">{count(option.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
