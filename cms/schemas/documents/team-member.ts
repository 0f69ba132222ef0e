import { UserIcon } from "@sanity/icons/User";
import { defineType } from "sanity";
import { imageField } from "../objects/localized-image";
import { localized } from "../objects/localized";
import { byOrder, orderField } from "./order";

export const teamMember = defineType({
  name: "teamMember",
  title: "Team member",
  type: "document",
  icon: UserIcon,
  orderings: [byOrder],
  fields: [
    localized({ name: "name", title: "Name" }),
    localized({ name: "position", title: "Position" }),
    localized({ name: "description", title: "Description", kind: "text" }),
    imageField("photo", "Photo", false),
    orderField,
  ],
  preview: {
    select: {
      title: "name.0.value",
      subtitle: "position.0.value",
      media: "photo",
    },
  },
});
