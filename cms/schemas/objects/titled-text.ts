import { defineType } from "sanity";
import { iconField } from "./icon";
import { localized } from "./localized";

/** A heading, a short text and an icon: SaaS themes, advantages, values. */
export const titledText = defineType({
  name: "titledText",
  title: "Item",
  type: "object",
  fields: [
    localized({ name: "title", title: "Title" }),
    localized({ name: "description", title: "Description", kind: "text" }),
    iconField(),
  ],
  preview: {
    select: { title: "title.0.value", subtitle: "icon" },
  },
});
