import { defineMessages } from "react-intl";

export const navMessages = defineMessages({
  home: { id: "nav.home", defaultMessage: "SaaS solutions" },
  services: { id: "nav.services", defaultMessage: "Services" },
  products: { id: "nav.products", defaultMessage: "Products" },
  caseStudies: { id: "nav.caseStudies", defaultMessage: "Case studies" },
  about: { id: "nav.about", defaultMessage: "About us" },
  contact: { id: "nav.contact", defaultMessage: "Contact" },
});

/** The site's main sections, in the order the header and footer list them. */
export const navLinks = [
  { to: "/", label: navMessages.home, end: true },
  { to: "/services", label: navMessages.services },
  { to: "/products", label: navMessages.products, freeBadge: true },
  { to: "/case-studies", label: navMessages.caseStudies },
  { to: "/about", label: navMessages.about },
  { to: "/contact", label: navMessages.contact },
] as const;
