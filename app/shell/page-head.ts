import type { MetaDescriptor } from "react-router";

/** What a page's loader sends for its <head> (app/shell/page-title.server.ts). */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
};

/** The sign-in and sign-up pages are public and indexable: people search for them. */
export function pageHeadMeta(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonical },
  ];
}
