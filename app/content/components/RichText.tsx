import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from "@portabletext/react";

// The CMS validates link schemes, but a real dataset can hold anything: only
// these ever become an href.
const safeHref = /^(https?:|mailto:)/i;

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <p className="mt-4 leading-relaxed text-slate-700">{children}</p>
    ),
    // The CMS's one heading style opens a section under the page's h1.
    h3: ({ children }) => (
      <h2 className="mt-10 text-xl font-bold text-ink first:mt-0">
        {children}
      </h2>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
        {children}
      </ul>
    ),
    number: ({ children }) => (
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {children}
      </ol>
    ),
  },
  listItem: ({ children }) => <li className="leading-relaxed">{children}</li>,
  marks: {
    strong: ({ children }) => (
      <strong className="font-semibold text-ink">{children}</strong>
    ),
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "";
      if (!safeHref.test(href)) return <>{children}</>;
      const external = /^https?:/i.test(href);
      return (
        <a
          href={href}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          {...(external
            ? { target: "_blank", rel: "noopener noreferrer" }
            : {})}
        >
          {children}
        </a>
      );
    },
  },
};

/** Portable Text from the CMS with the site's typography. */
export function RichText({ value }: { value: PortableTextBlock[] }) {
  return <PortableText value={value} components={components} />;
}
