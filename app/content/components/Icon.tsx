import type { HOME_PAGE_QUERY_RESULT } from "../../../cms/sanity.types";

/** Icon names the CMS offers (cms/schemas/objects/icon.ts). */
export type IconName = HOME_PAGE_QUERY_RESULT["services"][number]["icon"];

// 24×24 outline drawings, stroked with the current colour.
const paths: Record<IconName, string> = {
  app: "M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2",
  web: "M3 5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-13ZM3 9h18M6 6.5h.01M8.5 6.5h.01",
  code: "m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14",
  cloud:
    "M7 18.5a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 18 9a4.75 4.75 0 0 1-.5 9.5H7Z",
  office:
    "M4 21V5.5A1.5 1.5 0 0 1 5.5 4h8A1.5 1.5 0 0 1 15 5.5V21M15 10h3.5a1.5 1.5 0 0 1 1.5 1.5V21M2.5 21h19M7.5 8h4M7.5 12h4M7.5 16h4",
  crm: "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10.5a3.25 3.25 0 1 0 0-6.5 3.25 3.25 0 0 0 0 6.5ZM17 11h4M19 9v4",
  erp: "M4 4h6v6H4V4ZM14 4h6v6h-6V4ZM4 14h6v6H4v-6ZM14 17h6M17 14v6",
  mall: "M3.5 4h2l2.2 10.2a1.5 1.5 0 0 0 1.47 1.18h8.36a1.5 1.5 0 0 0 1.46-1.14L20.5 8H6.4M9.5 20h.01M17 20h.01",
  megaphone:
    "M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1ZM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12",
  chart: "M4 20h16M7 16v-4M11.5 16V8M16 16v-6M20 5l-5 4-4-2-5 4",
  shield:
    "M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6L12 3ZM8.75 12l2.25 2.25L15.5 9.75",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3.5 2",
  support:
    "M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2ZM20 13a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2ZM18 17v.5a3 3 0 0 1-3 3h-2",
  users:
    "M15.5 19v-1a4 4 0 0 0-4-4h-5a4 4 0 0 0-4 4v1M9 10.5A3.25 3.25 0 1 0 9 4a3.25 3.25 0 0 0 0 6.5ZM21.5 19v-1a4 4 0 0 0-3-3.87M15.5 4.13a3.25 3.25 0 0 1 0 6.24",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.75 5.7 3.75 9S14.5 18.3 12 21c-2.5-2.7-3.75-5.7-3.75-9S9.5 5.7 12 3Z",
  rocket:
    "M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2M14.5 4.5c2.3-1.2 4.3-1.4 5.5-1.5-.1 1.2-.3 3.2-1.5 5.5L12 15l-3-3 5.5-7.5ZM9 12l-3.5-.5L8 8.5h4M12 15l.5 3.5 3-2.5v-4",
};

export function Icon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
