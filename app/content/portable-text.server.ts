import {
  escapeHTML,
  toHTML,
  type PortableTextHtmlComponents,
} from "@portabletext/to-html";
import type { PortableTextBlock } from "@portabletext/types";

/** Portable Text as the CMS's generated types describe it: a block's parts may be missing. */
type PortableTextSource = readonly {
  _type: string;
  markDefs?: readonly unknown[] | null;
  children?: readonly { text?: string | null }[] | null;
}[];

// Portable Text becomes HTML on the server: the browser never loads a
// Portable Text renderer for text it only displays.

// The CMS validates link schemes, but a real dataset can hold anything: only
// these ever become an href.
const safeHref = /^(https?:|mailto:)/i;

/** How the text sits on its page: a legal page's sections, or a product description under its own heading. */
export type RichTextLayout = "page" | "product";

const headings: Record<RichTextLayout, (children: string) => string> = {
  // The CMS's one heading style opens a section under the page's h1.
  page: (children) =>
    `<h2 class="mt-10 text-xl font-bold text-ink first:mt-0">${children}</h2>`,
  // Product descriptions sit under their own h2.
  product: (children) =>
    `<h3 class="mt-8 text-lg font-bold text-ink">${children}</h3>`,
};

function components(
  layout: RichTextLayout,
): Partial<PortableTextHtmlComponents> {
  return {
    block: {
      normal: ({ children = "" }) =>
        `<p class="mt-4 leading-relaxed text-slate-700 first:mt-0">${children}</p>`,
      h3: ({ children = "" }) => headings[layout](children),
    },
    list: {
      bullet: ({ children = "" }) =>
        `<ul class="mt-4 list-disc space-y-2 pl-6 text-slate-700">${children}</ul>`,
      number: ({ children = "" }) =>
        `<ol class="mt-4 list-decimal space-y-2 pl-6 text-slate-700">${children}</ol>`,
    },
    listItem: ({ children = "" }) =>
      `<li class="leading-relaxed">${children}</li>`,
    marks: {
      strong: ({ children }) =>
        `<strong class="font-semibold text-ink">${children}</strong>`,
      link: ({ value, children }) => {
        const href: unknown = (value as { href?: unknown } | undefined)?.href;
        if (typeof href !== "string" || !safeHref.test(href)) return children;
        const external = /^https?:/i.test(href)
          ? ' target="_blank" rel="noopener noreferrer"'
          : "";
        return `<a href="${escapeHTML(href)}" class="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"${external}>${children}</a>`;
      },
    },
  };
}

/** Portable Text from the CMS as HTML with the site's typography; text is escaped. */
export function portableTextToHtml(
  value: PortableTextSource | null | undefined,
  layout: RichTextLayout,
): string {
  if (!value?.length) return "";
  // The renderer wants every block's parts present.
  const blocks = value.map((block) => ({
    ...block,
    markDefs: block.markDefs ?? [],
    children: (block.children ?? []).map((span) => ({
      ...span,
      text: span.text ?? "",
    })),
  })) as PortableTextBlock[];
  return toHTML(blocks, {
    components: components(layout),
    // Block types the schema does not allow render nothing rather than a warning per request.
    onMissingComponent: false,
  });
}
