import { UsersIcon } from "@sanity/icons/Users";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";

/** The about page: company, mission, vision and values. */
export const company = defineType({
  name: "company",
  title: "About the company",
  type: "document",
  icon: UsersIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "seo",
      type: "seo",
      group: "seo",
      validation: (r) => r.required(),
    }),
    localized({ name: "name", title: "Company name", group: "content" }),
    defineField({
      name: "founded",
      title: "Founded (year)",
      type: "number",
      group: "content",
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    localized({ name: "title", title: "Page title", group: "content" }),
    localized({
      name: "intro",
      title: "Introduction",
      kind: "text",
      group: "content",
    }),
    localized({
      name: "mission",
      title: "Mission",
      kind: "text",
      group: "content",
    }),
    localized({
      name: "vision",
      title: "Vision",
      kind: "text",
      group: "content",
    }),
    defineField({
      name: "values",
      title: "Values",
      type: "array",
      group: "content",
      of: [{ type: "titledText" }],
      validation: (rule) => rule.required().min(1),
    }),
    localized({ name: "teamTitle", title: "Team title", group: "content" }),
  ],
  preview: { prepare: () => ({ title: "About the company" }) },
});
