import { CaseIcon } from "@sanity/icons/Case";
import { defineType } from "sanity";
import { imageField } from "../objects/localized-image";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";

export const caseStudy = defineType({
  name: "caseStudy",
  title: "Case study",
  type: "document",
  icon: CaseIcon,
  orderings: [byOrder],
  fields: [
    localized({ name: "title", title: "Title" }),
    localized({ name: "industry", title: "Industry" }),
    localized({ name: "description", title: "Description", kind: "text" }),
    imageField("image", "Image"),
    orderField,
  ],
  preview: { select: { title: "title.0.value", media: "image" } },
});
