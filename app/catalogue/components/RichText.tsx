import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { PortableText as PortableTextValue } from "../../../cms/sanity.types";

// Styles for the block types the Studio allows (cms/schemas/objects/portable-text.ts).
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <p className="mt-4 leading-relaxed text-slate-700 first:mt-0">
        {children}
      </p>
    ),
    h3: ({ children }) => (
      <h3 className="mt-8 text-lg font-bold text-ink">{children}</h3>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
        {children}
      </ul>
    ),
    number: ({ children }) => (
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        {children}
      </ol>
    ),
  },
  marks: {
    link: ({ children, value }) => {
      const href = (value as { href?: string } | undefined)?.href ?? "";
      const external = /^https?:/.test(href);
      return (
        <a
          href={href}
          className="font-semibold text-brand-700 underline"
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

/** A product description from the CMS, rendered with @portabletext/react. */
export function RichText({ value }: { value: PortableTextValue }) {
  return <PortableText value={value} components={components} />;
}
