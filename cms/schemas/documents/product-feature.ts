import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";
import { isUniqueKey } from "./unique-key";

/** A feature tag visitors filter the catalogue by (?feature=<key>). */
export const productFeature = defineType({
  name: "productFeature",
  title: "Product feature",
  type: "document",
  icon: TagIcon,
  orderings: [byOrder],
  fields: [
    defineField({
      name: "key",
      title: "URL value",
      description:
        "Lower-case letters, digits and dashes, e.g. multi-language.",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: "lower-case-dashed" })
          .custom<string>((value, context) =>
            isUniqueKey("key", value, context),
          ),
    }),
    localized({ name: "label", title: "Label" }),
    orderField,
  ],
  preview: { select: { title: "label.0.value", subtitle: "key" } },
});
