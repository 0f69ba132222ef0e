import { defineField } from "sanity";

/** Icon names the site can draw (app/content/icons.tsx keeps the drawings). */
export const iconNames = [
  "app",
  "web",
  "code",
  "cloud",
  "office",
  "crm",
  "erp",
  "mall",
  "megaphone",
  "chart",
  "shield",
  "clock",
  "support",
  "users",
  "globe",
  "rocket",
] as const;

export function iconField(name = "icon", title = "Icon") {
  return defineField({
    name,
    title,
    type: "string",
    options: { list: iconNames.map((value) => ({ title: value, value })) },
    validation: (rule) => rule.required(),
  });
}
