import { defineType } from "sanity";
import { localized } from "./localized";

export const contactChannel = defineType({
  name: "contactChannel",
  title: "Contact channel",
  type: "object",
  fields: [
    localized({ name: "label", title: "Label" }),
    {
      name: "url",
      title: "Link",
      type: "url",
      validation: (rule) =>
        rule.required().uri({ scheme: ["https", "http", "tg", "weixin"] }),
    },
  ],
  preview: { select: { title: "url" } },
});
