import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";

export const terms = defineType({
  name: "terms",
  title: "Terms",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "paymentStages",
      title: "Payment split",
      type: "array",
      of: [{ type: "paymentStage" }],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom<{ percent?: number }[]>((stages) => {
            const total = (stages ?? []).reduce(
              (sum, s) => sum + (s.percent ?? 0),
              0,
            );
            return total === 100
              ? true
              : `The stages add up to ${total}%, not 100%.`;
          }),
    }),
    localized({
      name: "paymentMethods",
      title: "Accepted payment",
      description: "For example: USDT or equivalent coins are accepted.",
    }),
    defineField({
      name: "deliveryDaysMin",
      title: "Delivery: fewest working days",
      type: "number",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "deliveryDaysMax",
      title: "Delivery: most working days",
      type: "number",
      validation: (rule) =>
        rule.required().integer().min(rule.valueOfField("deliveryDaysMin")),
    }),
    defineField({
      name: "freeMaintenanceYears",
      title: "Free technical maintenance (years)",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
    localized({
      name: "deliverables",
      title: "What is supplied",
      description:
        "Source code, deployment documents, domain and server setup…",
      kind: "list",
    }),
  ],
  preview: { prepare: () => ({ title: "Terms" }) },
});
