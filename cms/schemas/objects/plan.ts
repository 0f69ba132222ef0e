import { defineType } from "sanity";
import { localized } from "./localized";

export const planTiers = ["starter", "professional", "enterprise"] as const;

export const plan = defineType({
  name: "plan",
  title: "Plan",
  type: "object",
  fields: [
    {
      name: "tier",
      title: "Tier",
      type: "string",
      options: {
        list: planTiers.map((value) => ({ title: value, value })),
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    },
    localized({ name: "name", title: "Name" }),
    localized({ name: "summary", title: "Summary" }),
    {
      name: "contactOnly",
      title: "Price on request",
      description: "Shows a book-demo button instead of a price.",
      type: "boolean",
      initialValue: false,
    },
    {
      name: "monthlyPriceLocal",
      title: "Monthly price (local currency)",
      description:
        "Converted to USD with the exchange rate and rounded to whole dollars.",
      type: "number",
      hidden: ({ parent }) => Boolean(parent?.contactOnly),
      validation: (rule) =>
        rule.min(0).custom((value, context) => {
          const parent = context.parent as
            { contactOnly?: boolean } | undefined;
          if (parent?.contactOnly) return true;
          return typeof value === "number"
            ? true
            : "A price is required unless the plan is on request.";
        }),
    },
    {
      name: "highlighted",
      title: "Highlight as recommended",
      type: "boolean",
      initialValue: false,
    },
    localized({ name: "features", title: "Features", kind: "list" }),
  ],
  preview: {
    select: { title: "name.0.value", subtitle: "tier" },
  },
});
