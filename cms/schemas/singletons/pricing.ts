import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { planTiers } from "../objects/plan";

export const pricing = defineType({
  name: "pricing",
  title: "Pricing",
  type: "document",
  icon: TagIcon,
  fields: [
    defineField({
      name: "localCurrency",
      title: "Local currency (ISO 4217)",
      type: "string",
      validation: (rule) => rule.required().regex(/^[A-Z]{3}$/),
    }),
    defineField({
      name: "exchangeRate",
      title: "Exchange rate (local currency per USD)",
      description:
        "Plan prices are divided by this and rounded to whole dollars.",
      type: "number",
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: "plans",
      title: "Plans",
      type: "array",
      of: [{ type: "plan" }],
      validation: (rule) =>
        rule.required().custom<{ tier?: string }[]>((plans) => {
          const tiers = (plans ?? []).map((p) => p.tier);
          const missing = planTiers.filter((t) => !tiers.includes(t));
          if (missing.length) return `Missing plan: ${missing.join(", ")}.`;
          if (new Set(tiers).size !== tiers.length) return "Each tier once.";
          return true;
        }),
    }),
    defineField({
      name: "addOns",
      title: "Add-on services",
      type: "array",
      of: [{ type: "addOn" }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: "Pricing" }) },
});
