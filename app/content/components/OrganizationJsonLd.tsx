import { useNonce } from "#app/shell/nonce";

type Props = {
  origin: string;
  name: string;
  founded?: number;
  email: string;
  sameAs: string[];
};

/** schema.org Organization for search engines; inline, so it carries the CSP nonce. */
export function OrganizationJsonLd({
  origin,
  name,
  founded,
  email,
  sameAs,
}: Props) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    email,
    ...(founded ? { foundingDate: String(founded) } : {}),
    sameAs,
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", email },
    ],
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
