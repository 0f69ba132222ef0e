import { defineType } from "sanity";
import { iconField } from "./icon";
import { localized } from "./localized";

export const addOnUnits = ["hour", "each", "website"] as const;

export const addOn = defineType({
  name: "addOn",
  title: "Add-on service",
  type: "object",
  fields: [
    localized({ name: "name", title: "Name" }),
    localized({ name: "description", title: "Description", kind: "text" }),
    {
      name: "priceUsd",
      title: "Price (USD)",
      type: "number",
      validation: (rule) => rule.required().min(0),
    },
    {
      name: "unit",
      title: "Per",
      type: "string",
      options: {
        list: addOnUnits.map((value) => ({ title: value, value })),
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    },
    {
      name: "minimumQuantity",
      title: "Minimum quantity",
      description: "For hourly services: the least number of hours billed.",
      type: "number",
      validation: (rule) => rule.integer().min(1),
    },
    iconField(),
  ],
  preview: {
    select: { title: "name.0.value", price: "priceUsd", unit: "unit" },
    prepare: ({ title, price, unit }) => ({
      title,
      subtitle: `$${price} / ${unit}`,
    }),
  },
});
