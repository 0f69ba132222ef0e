import { defineField } from "sanity";

/** Lists are shown by this number, lowest first. */
export const orderField = defineField({
  name: "order",
  title: "Position",
  type: "number",
  validation: (rule) => rule.required().integer().min(0),
});

export const byOrder = {
  title: "Position",
  name: "orderAsc",
  by: [{ field: "order", direction: "asc" as const }],
};
