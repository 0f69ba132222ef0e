import { defineMessages } from "react-intl";
import type { Schemas } from "./load";

/** Names of the API's enums, for the member screens. */
export const orderStatusLabels = defineMessages<Schemas["OrderStatus"]>({
  requirements_confirmed: {
    id: "member.order.status.requirementsConfirmed",
    defaultMessage: "Requirements confirmed",
  },
  in_development: {
    id: "member.order.status.inDevelopment",
    defaultMessage: "In development",
  },
  acceptance: {
    id: "member.order.status.acceptance",
    defaultMessage: "Acceptance",
  },
  launched: { id: "member.order.status.launched", defaultMessage: "Launched" },
  in_maintenance: {
    id: "member.order.status.inMaintenance",
    defaultMessage: "In maintenance",
  },
});

export const orderKindLabels = defineMessages<Schemas["Order"]["kind"]>({
  website: { id: "member.order.kind.website", defaultMessage: "Website" },
  app: { id: "member.order.kind.app", defaultMessage: "App" },
  software: { id: "member.order.kind.software", defaultMessage: "Software" },
  product: { id: "member.order.kind.product", defaultMessage: "Product" },
});

export const paymentStageLabels = defineMessages<
  Schemas["PaymentMilestone"]["stage"]
>({
  deposit: {
    id: "member.payment.stage.deposit",
    defaultMessage: "On confirming requirements",
  },
  development: {
    id: "member.payment.stage.development",
    defaultMessage: "When main development is done",
  },
  final: {
    id: "member.payment.stage.final",
    defaultMessage: "On acceptance and launch",
  },
});

export const paymentStatusLabels = defineMessages<
  Schemas["PaymentMilestone"]["status"]
>({
  paid: { id: "member.payment.status.paid", defaultMessage: "Paid" },
  due: { id: "member.payment.status.due", defaultMessage: "Due" },
  upcoming: {
    id: "member.payment.status.upcoming",
    defaultMessage: "Upcoming",
  },
});

export const siteStatusLabels = defineMessages<Schemas["Site"]["status"]>({
  building: { id: "member.site.status.building", defaultMessage: "Building" },
  active: { id: "member.site.status.active", defaultMessage: "Online" },
  suspended: {
    id: "member.site.status.suspended",
    defaultMessage: "Suspended",
  },
});

export const sitePlanLabels = defineMessages<Schemas["Site"]["plan"]>({
  starter: { id: "member.site.plan.starter", defaultMessage: "Starter" },
  professional: {
    id: "member.site.plan.professional",
    defaultMessage: "Professional",
  },
  enterprise: {
    id: "member.site.plan.enterprise",
    defaultMessage: "Enterprise",
  },
});

export const messageCategoryLabels = defineMessages<
  Schemas["Message"]["category"]
>({
  order: { id: "member.message.category.order", defaultMessage: "Order" },
  site: { id: "member.message.category.site", defaultMessage: "Site" },
  billing: {
    id: "member.message.category.billing",
    defaultMessage: "Billing",
  },
  system: { id: "member.message.category.system", defaultMessage: "Notice" },
});
