import { CaseIcon } from "@sanity/icons/Case";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { PackageIcon } from "@sanity/icons/Package";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";

const seoField = defineField({
  name: "seo",
  type: "seo",
  validation: (rule) => rule.required(),
});

export const servicesPage = defineType({
  name: "servicesPage",
  title: "Services page",
  type: "document",
  icon: PackageIcon,
  fields: [
    seoField,
    localized({ name: "title", title: "Title" }),
    localized({ name: "intro", title: "Introduction", kind: "text" }),
    localized({ name: "termsTitle", title: "Terms title" }),
  ],
  preview: { prepare: () => ({ title: "Services page" }) },
});

export const contactPage = defineType({
  name: "contactPage",
  title: "Contact page",
  type: "document",
  icon: EnvelopeIcon,
  fields: [
    seoField,
    localized({ name: "title", title: "Title" }),
    localized({ name: "intro", title: "Introduction", kind: "text" }),
  ],
  preview: { prepare: () => ({ title: "Contact page" }) },
});

export const caseStudiesPage = defineType({
  name: "caseStudiesPage",
  title: "Case studies page",
  type: "document",
  icon: CaseIcon,
  fields: [
    seoField,
    localized({ name: "title", title: "Title" }),
    localized({ name: "intro", title: "Introduction", kind: "text" }),
    localized({ name: "testimonialsTitle", title: "Testimonials title" }),
    defineField({
      name: "rotationIntervalMs",
      title: "Testimonial rotation (milliseconds)",
      type: "number",
      initialValue: 3000,
      validation: (rule) => rule.required().integer().min(1000).max(60000),
    }),
  ],
  preview: { prepare: () => ({ title: "Case studies page" }) },
});
