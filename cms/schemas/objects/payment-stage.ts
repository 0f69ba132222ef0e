import { defineType } from "sanity";
import { localized } from "./localized";

export const paymentStage = defineType({
  name: "paymentStage",
  title: "Payment stage",
  type: "object",
  fields: [
    localized({ name: "milestone", title: "When it is due" }),
    {
      name: "percent",
      title: "Percent of the total",
      type: "number",
      validation: (rule) => rule.required().integer().min(1).max(100),
    },
  ],
  preview: {
    select: { title: "milestone.0.value", percent: "percent" },
    prepare: ({ title, percent }) => ({ title: `${percent}% · ${title}` }),
  },
});
