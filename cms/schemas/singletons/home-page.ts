import { HomeIcon } from "@sanity/icons/Home";
import { defineField, defineType } from "sanity";
import { imageField } from "../objects/localized-image";
import { localized } from "../objects/localized";

export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "sections", title: "Sections" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "seo",
      type: "seo",
      group: "seo",
      validation: (r) => r.required(),
    }),
    localized({ name: "heroEyebrow", title: "Hero label", group: "hero" }),
    localized({ name: "heroTitle", title: "Hero title", group: "hero" }),
    localized({
      name: "heroText",
      title: "Hero text",
      kind: "text",
      group: "hero",
    }),
    localized({
      name: "heroPrimaryCta",
      title: "Free-trial button",
      group: "hero",
    }),
    localized({
      name: "heroSecondaryCta",
      title: "Services button",
      group: "hero",
    }),
    imageField("heroImage", "Hero illustration"),
    localized({
      name: "themesTitle",
      title: "SaaS themes title",
      group: "sections",
    }),
    defineField({
      name: "themes",
      title: "SaaS themes",
      type: "array",
      group: "sections",
      of: [{ type: "titledText" }],
      validation: (rule) => rule.required().min(1),
    }),
    localized({
      name: "servicesTitle",
      title: "Services title",
      group: "sections",
    }),
    localized({
      name: "pricingTitle",
      title: "Pricing title",
      group: "sections",
    }),
    localized({
      name: "pricingText",
      title: "Pricing text",
      kind: "text",
      group: "sections",
    }),
    localized({
      name: "addOnsTitle",
      title: "Add-ons title",
      group: "sections",
    }),
    localized({
      name: "advantagesTitle",
      title: "Advantages title",
      group: "sections",
    }),
    defineField({
      name: "advantages",
      title: "Advantages",
      type: "array",
      group: "sections",
      of: [{ type: "titledText" }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
