// Orders as the API shows them (openapi/provider.yaml: OrderSummary, Order):
// payment milestones, delivery window and maintenance end are derived here from
// the stored stage dates, so they can never disagree with the status.
import {
  orderStatuses,
  paymentStages,
  type OrderStatus,
} from "#openapi/payloads.ts";
import type { orders } from "../db/schema.ts";
import { addWorkingDays, isoDate, oneYearAfter } from "./working-days.ts";

type OrderRow = typeof orders.$inferSelect;
type PaymentStage = (typeof paymentStages)[number];

/** SPEC §1: 40 % on confirming requirements, 30 % when main development is done, 30 % at launch. */
const milestones: Record<
  PaymentStage,
  { percent: number; dueFrom: OrderStatus; paidAt: keyof OrderRow }
> = {
  deposit: {
    percent: 40,
    dueFrom: "requirements_confirmed",
    paidAt: "depositPaidAt",
  },
  development: {
    percent: 30,
    dueFrom: "acceptance",
    paidAt: "developmentPaidAt",
  },
  final: { percent: 30, dueFrom: "launched", paidAt: "finalPaidAt" },
};

/** SPEC §9: normal projects take 15–30 working days. */
export const deliveryWorkingDays = { earliest: 15, latest: 30 } as const;

const stageDates: Record<OrderStatus, keyof OrderRow> = {
  requirements_confirmed: "confirmedAt",
  in_development: "developmentAt",
  acceptance: "acceptanceAt",
  launched: "launchedAt",
  in_maintenance: "maintenanceAt",
};

const rank = (status: string) => orderStatuses.indexOf(status as OrderStatus);

const dollars = (cents: number) => cents / 100;

export function payments(order: OrderRow) {
  const deposit = Math.round(order.amountCents * 0.4);
  const development = Math.round(order.amountCents * 0.3);
  // The last milestone takes the rounding remainder, so the three add up.
  const cents: Record<PaymentStage, number> = {
    deposit,
    development,
    final: order.amountCents - deposit - development,
  };
  return paymentStages.map((stage) => {
    const { percent, dueFrom, paidAt } = milestones[stage];
    const paid = order[paidAt] as Date | null;
    return {
      stage,
      percent,
      amount: dollars(cents[stage]),
      status: paid
        ? ("paid" as const)
        : rank(order.status) >= rank(dueFrom)
          ? ("due" as const)
          : ("upcoming" as const),
      paidAt: paid ? paid.toISOString() : null,
    };
  });
}

export function toOrderSummary(order: OrderRow) {
  const due = payments(order).filter((p) => p.status === "due");
  return {
    id: order.id,
    number: order.number,
    title: order.title,
    kind: order.kind,
    status: order.status,
    amount: dollars(order.amountCents),
    amountDue: dollars(
      Math.round(due.reduce((sum, p) => sum + p.amount * 100, 0)),
    ),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
  };
}

export function toOrder(
  order: OrderRow,
  linkedSites: Array<{ id: string; name: string; domain: string }>,
) {
  return {
    ...toOrderSummary(order),
    description: order.description,
    stages: orderStatuses.map((status) => {
      const reached = order[stageDates[status]] as Date | null;
      return { status, reachedAt: reached ? reached.toISOString() : null };
    }),
    payments: payments(order),
    deliveryWindow: {
      earliest: isoDate(
        addWorkingDays(order.confirmedAt, deliveryWorkingDays.earliest),
      ),
      latest: isoDate(
        addWorkingDays(order.confirmedAt, deliveryWorkingDays.latest),
      ),
    },
    maintenanceEndsOn: order.launchedAt ? oneYearAfter(order.launchedAt) : null,
    sites: linkedSites,
  };
}
