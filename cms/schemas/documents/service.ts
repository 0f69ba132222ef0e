import { PackageIcon } from "@sanity/icons/Package";
import { defineField, defineType } from "sanity";
import { iconField } from "../objects/icon";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";

export const service = defineType({
  name: "service",
  title: "Service",
  type: "document",
  icon: PackageIcon,
  orderings: [byOrder],
  fields: [
    localized({ name: "title", title: "Title" }),
    localized({ name: "summary", title: "Blurb (home page)" }),
    localized({ name: "description", title: "Description", kind: "text" }),
    localized({ name: "features", title: "Features", kind: "list" }),
    defineField({
      name: "priceFrom",
      title: "Price from (USD)",
      type: "number",
      validation: (rule) => rule.required().min(0),
    }),
    iconField(),
    orderField,
  ],
  preview: {
    select: { title: "title.0.value", price: "priceFrom" },
    prepare: ({ title, price }) => ({ title, subtitle: `from $${price}` }),
  },
});
