import { defineType } from "sanity";
import { localized } from "./localized";

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  options: { collapsible: true, collapsed: false },
  fields: [
    localized({
      name: "title",
      title: "Title",
      description:
        "Shown in search results and browser tabs (≈ 60 characters).",
    }),
    localized({
      name: "description",
      title: "Description",
      kind: "text",
      description:
        "Shown under the title in search results (≈ 155 characters).",
    }),
  ],
});
