import { defineField } from "sanity";
import { localized } from "./localized";

export function imageField(name: string, title: string, required = true) {
  return defineField({
    name,
    title,
    type: "image",
    options: { hotspot: true },
    fields: [localized({ name: "alt", title: "Alternative text" })],
    validation: (rule) => (required ? rule.required() : rule),
  });
}
