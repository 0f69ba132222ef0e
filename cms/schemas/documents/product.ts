import { BasketIcon } from "@sanity/icons/Basket";
import {
  defineArrayMember,
  defineField,
  defineType,
  type SlugValue,
} from "sanity";
import { productCategoryKeys, productStatuses } from "../../catalogue";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";
import { isUniqueKey } from "./unique-key";

const reservedSlugs = new Set<string>(productCategoryKeys);

/** A ready-made product ("pick") of the catalogue. */
export const product = defineType({
  name: "product",
  title: "Product",
  type: "document",
  icon: BasketIcon,
  orderings: [
    byOrder,
    {
      title: "Newest",
      name: "releaseDateDesc",
      by: [{ field: "releaseDate", direction: "desc" }],
    },
  ],
  groups: [
    { name: "main", title: "Main", default: true },
    { name: "media", title: "Images and demo" },
    { name: "links", title: "Related" },
  ],
  fields: [
    localized({ name: "title", title: "Title", group: "main" }),
    defineField({
      name: "slug",
      title: "URL id",
      description:
        "The {id} in /products/category/<category>/<id>. Cannot be a category value: /products/<category> is an old category link.",
      type: "slug",
      group: "main",
      options: {
        source: (doc) =>
          (
            doc.title as { language?: string; value?: string }[] | undefined
          )?.find((t) => t.language === "en-US")?.value ?? "",
      },
      // A custom rule replaces the slug type's built-in uniqueness check, so
      // it checks uniqueness itself.
      validation: (rule) =>
        rule.required().custom<SlugValue>((slug, context) => {
          const value = slug?.current ?? "";
          if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
            return "Lower-case letters, digits and dashes only.";
          if (reservedSlugs.has(value))
            return `"${value}" is a category value.`;
          return isUniqueKey("slug.current", value, context);
        }),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "reference",
      to: [{ type: "productCategory" }],
      group: "main",
      validation: (rule) => rule.required(),
    }),
    localized({
      name: "summary",
      title: "Summary (cards and search engines)",
      kind: "text",
      group: "main",
    }),
    localized({
      name: "description",
      title: "Description",
      kind: "richText",
      group: "main",
    }),
    defineField({
      name: "price",
      title: "Price (USD)",
      type: "number",
      group: "main",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "features",
      title: "Feature tags",
      type: "array",
      group: "main",
      of: [
        defineArrayMember({
          type: "reference",
          to: [{ type: "productFeature" }],
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "status",
      title: "Status badges",
      type: "array",
      group: "main",
      of: [defineArrayMember({ type: "string" })],
      options: {
        list: productStatuses.map((value) => ({ title: value, value })),
        layout: "grid",
      },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "releaseDate",
      title: "Release date",
      description: "Sorts the catalogue by newest.",
      type: "date",
      group: "main",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "images",
      title: "Images",
      description: "The first one is the card image.",
      type: "array",
      group: "media",
      of: [
        defineArrayMember({
          type: "image",
          options: { hotspot: true },
          fields: [localized({ name: "alt", title: "Alternative text" })],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "demoUrl",
      title: "Demo link",
      type: "url",
      group: "media",
      validation: (rule) => rule.uri({ scheme: ["https", "http"] }),
    }),
    defineField({
      name: "caseStudies",
      title: "Related case studies",
      type: "array",
      group: "links",
      of: [
        defineArrayMember({ type: "reference", to: [{ type: "caseStudy" }] }),
      ],
      validation: (rule) => rule.unique(),
    }),
    { ...orderField, group: "main" },
  ],
  preview: {
    select: {
      title: "title.0.value",
      price: "price",
      category: "category.key",
      media: "images.0",
    },
    prepare: ({ title, price, category, media }) => ({
      title,
      subtitle: `${category ?? "?"} · $${price ?? "?"}`,
      media,
    }),
  },
});
