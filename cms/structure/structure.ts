import type { StructureResolver } from "sanity/structure";
import { singletonTypes } from "../schemas/schema-types";

/** Singletons appear as single items that open their one document. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          .child(S.document().schemaType(type.name).documentId(type.name)),
      ),
      S.divider(),
      S.documentTypeListItem("service").title("Services"),
      S.documentTypeListItem("caseStudy").title("Case studies"),
      S.documentTypeListItem("testimonial").title("Testimonials"),
      S.documentTypeListItem("teamMember").title("Team members"),
      S.documentTypeListItem("legalPage").title("Legal pages"),
      S.divider(),
      S.documentTypeListItem("product").title("Products"),
      S.documentTypeListItem("productCategory").title("Product categories"),
      S.documentTypeListItem("productFeature").title("Product features"),
    ]);
