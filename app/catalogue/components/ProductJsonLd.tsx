import { useNonce } from "#app/shell/nonce";

type Props = {
  url: string;
  name: string;
  description: string;
  sku: string;
  category: string;
  brand: string;
  price: number;
  images: string[];
};

/** schema.org Product with its offer; inline, so it carries the CSP nonce. */
export function ProductJsonLd(props: Props) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: props.name,
    description: props.description,
    sku: props.sku,
    category: props.category,
    url: props.url,
    // Search engines want fetchable images; the offline seed's data URIs are not.
    image: props.images.filter((src) => /^https?:/.test(src)),
    brand: { "@type": "Brand", name: props.brand },
    offers: {
      "@type": "Offer",
      url: props.url,
      price: props.price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  };
  // "<" is escaped so no CMS text can close the script element.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
