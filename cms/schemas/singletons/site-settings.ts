import { CogIcon } from "@sanity/icons/Cog";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "brand", title: "Brand", default: true },
    { name: "contact", title: "Contact channels" },
    { name: "claims", title: "Claims" },
  ],
  fields: [
    localized({ name: "companyName", title: "Company name", group: "brand" }),
    localized({
      name: "slogan",
      title: "Slogan",
      description: "Animated in the header.",
      group: "brand",
    }),
    defineField({
      name: "copyrightYear",
      title: "Copyright year",
      type: "number",
      group: "brand",
      validation: (rule) => rule.required().integer().min(2000).max(2100),
    }),
    defineField({
      name: "messagingApp",
      title: "Messaging app",
      description: "Free-trial, contact and book-demo buttons link here.",
      type: "contactChannel",
      group: "contact",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "chatApp",
      title: "Chat app",
      type: "contactChannel",
      group: "contact",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "supportEmail",
      title: "Support e-mail",
      type: "email",
      group: "contact",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "yearsOfService",
      title: "Years of service",
      type: "number",
      group: "claims",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "clientCompanies",
      title: "Client companies",
      description: "Shown as “3000+”.",
      type: "number",
      group: "claims",
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
