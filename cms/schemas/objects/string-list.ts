import { defineType } from "sanity";

/** A list of short lines (plan features, deliverables); localized as a whole. */
export const stringList = defineType({
  name: "stringList",
  title: "Lines",
  type: "array",
  of: [{ type: "string" }],
});
