// Matchers for the member-area payloads (orders, sites, messages, dashboard).
// Ids, dates, amounts and prose vary: only their types and formats are
// contracted; enums by pattern, so a renamed stage or status fails.
import { MatchersV3 } from "@pact-foundation/pact";
import { timestamp } from "./envelopes.ts";

const { like, eachLike, integer, number, regex, uuid } = MatchersV3;

export const exampleIds = {
  orderId: "0b7e4a1c-2d3f-4e5a-8b6c-7d8e9f0a1b2c",
  siteId: "1c8f5b2d-3e4a-4f6b-9c7d-8e9f0a1b2c3d",
  messageId: "2d9a6c3e-4f5b-4a7c-8d8e-9f0a1b2c3d4e",
};

/**
 * A path holding an id the provider state created, e.g.
 * `idPath("/api/web/orders/{id}", "orderId")`.
 */
export const idPath = (path: string, id: keyof typeof exampleIds) =>
  MatchersV3.fromProviderState(
    path.replace("{id}", `\${${id}}`),
    path.replace("{id}", exampleIds[id]),
  );

const oneOf = (values: string[], example = values[0]!) =>
  regex(new RegExp(`^(${values.join("|")})$`), example);

export const orderStatus = (example = "in_maintenance") =>
  oneOf(
    [
      "requirements_confirmed",
      "in_development",
      "acceptance",
      "launched",
      "in_maintenance",
    ],
    example,
  );

export const calendarDate = (example = "2027-05-30") =>
  regex(/^\d{4}-\d{2}-\d{2}$/, example);

const money = (example = 3000) => number(example);

export const orderSummary = {
  id: uuid(exampleIds.orderId),
  number: like("DEMO-1001"),
  title: like("Company website"),
  kind: oneOf(["website", "app", "software", "product"]),
  status: orderStatus(),
  amount: money(),
  amountDue: money(0),
  currency: "USD",
  createdAt: timestamp(),
};

/** An order in maintenance: every stage reached, every milestone paid. */
export const orderInMaintenance = {
  ...orderSummary,
  description: like("Responsive corporate website in four languages."),
  stages: eachLike({ status: orderStatus(), reachedAt: timestamp() }, 5),
  payments: eachLike(
    {
      stage: oneOf(["deposit", "development", "final"]),
      percent: integer(40),
      amount: money(1200),
      status: oneOf(["paid", "due", "upcoming"], "paid"),
      paidAt: timestamp(),
    },
    3,
  ),
  deliveryWindow: { earliest: calendarDate(), latest: calendarDate() },
  maintenanceEndsOn: calendarDate(),
  sites: eachLike({
    id: uuid(exampleIds.siteId),
    name: like("Company website"),
    domain: like("www.demo-company.com"),
  }),
};

const usage = { usedGb: number(8806.4), quotaGb: number(10240) };

/** A site built by one of the member's orders, on a plan with quotas. */
export const site = {
  id: uuid(exampleIds.siteId),
  name: like("Company website"),
  domain: like("www.demo-company.com"),
  status: oneOf(["building", "active", "suspended"], "active"),
  plan: oneOf(["starter", "professional", "enterprise"], "professional"),
  traffic: usage,
  storage: usage,
  renewsOn: calendarDate(),
  maintenanceEndsOn: calendarDate(),
  order: {
    id: uuid(exampleIds.orderId),
    number: like("DEMO-1001"),
    title: like("Company website"),
  },
};

export const unreadMessage = {
  id: uuid(exampleIds.messageId),
  category: oneOf(["order", "site", "billing", "system"], "billing"),
  title: like("Final payment due for DEMO-1002"),
  body: like("The online mall is live."),
  read: false,
  readAt: null,
  createdAt: timestamp(),
};

export const readMessage = {
  ...unreadMessage,
  read: true,
  readAt: timestamp(),
};

/** One item of each kind the dashboard can ask attention for. */
export const attention = MatchersV3.arrayContaining(
  {
    kind: "paymentDue",
    orderId: uuid(exampleIds.orderId),
    orderNumber: like("DEMO-1002"),
    orderTitle: like("Online mall"),
    stage: oneOf(["deposit", "development", "final"], "final"),
    amount: money(6000),
    currency: "USD",
  },
  {
    kind: "siteQuota",
    siteId: uuid(exampleIds.siteId),
    siteName: like("Company website"),
    resource: oneOf(["traffic", "storage"]),
    percent: integer(86),
  },
  {
    kind: "siteRenewal",
    siteId: uuid(exampleIds.siteId),
    siteName: like("Company website"),
    renewsOn: calendarDate(),
    days: integer(20),
  },
  { kind: "unreadMessages", count: integer(2) },
);
