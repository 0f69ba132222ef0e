import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";

/**
 * The site has one route per legal page (app/routes.ts), linked from the
 * sign-up form and the footer: a page with any other slug would be
 * unreachable, so editors pick from these.
 */
export const legalPageSlugs = ["terms", "privacy"] as const;

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "slug",
      title: "Address",
      description: `The page's path on the site: ${legalPageSlugs.map((s) => `/${s}`).join(" or ")}.`,
      type: "slug",
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            !slug?.current ||
            (legalPageSlugs as readonly string[]).includes(slug.current)
              ? true
              : `Use one of: ${legalPageSlugs.join(", ")}.`,
          ),
    }),
    defineField({
      name: "seo",
      type: "seo",
      validation: (rule) => rule.required(),
    }),
    localized({ name: "title", title: "Title" }),
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      description: "Shown on the page; change it with every material edit.",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    localized({ name: "body", title: "Text", kind: "richText" }),
  ],
  preview: {
    select: { title: "title.0.value", slug: "slug.current" },
    prepare: ({ title, slug }) => ({ title, subtitle: slug && `/${slug}` }),
  },
});
