import { FolderIcon } from "@sanity/icons/Folder";
import { defineField, defineType } from "sanity";
import { productCategoryKeys } from "../../catalogue";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";
import { isUniqueKey } from "./unique-key";

/** One catalogue tab: its URL value is fixed, its label and intro are editable. */
export const productCategory = defineType({
  name: "productCategory",
  title: "Product category",
  type: "document",
  icon: FolderIcon,
  orderings: [byOrder],
  fields: [
    defineField({
      name: "key",
      title: "URL value",
      description: "Used in /products/category/<value>; fixed by old links.",
      type: "string",
      options: {
        list: productCategoryKeys.map((value) => ({ title: value, value })),
      },
      validation: (rule) =>
        rule
          .required()
          .custom<string>((value, context) =>
            isUniqueKey("key", value, context),
          ),
    }),
    localized({ name: "label", title: "Tab label" }),
    localized({
      name: "description",
      title: "Intro (listing page and search engines)",
      kind: "text",
    }),
    orderField,
  ],
  preview: { select: { title: "label.0.value", subtitle: "key" } },
});
