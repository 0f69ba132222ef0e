import { CommentIcon } from "@sanity/icons/Comment";
import { defineType } from "sanity";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";

export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  icon: CommentIcon,
  orderings: [byOrder],
  fields: [
    localized({ name: "feedback", title: "Feedback", kind: "text" }),
    localized({ name: "client", title: "Client" }),
    localized({ name: "role", title: "Client's role", required: false }),
    orderField,
  ],
  preview: {
    select: { title: "client.0.value", subtitle: "feedback.0.value" },
  },
});
