import { defineMessage, defineMessages } from "react-intl";

const plain = defineMessages({
  title: {
    id: "catalogue.title",
    defaultMessage: "Picks: ready-made products",
  },
  intro: {
    id: "catalogue.intro",
    defaultMessage:
      "Ready-made software, websites and apps you can launch in days, then tailor to your business.",
  },
  metaDescription: {
    id: "catalogue.metaDescription",
    defaultMessage:
      "Ready-made malls, websites, blogs, live-streaming, short-video, chat, app, trading and car platforms, with source code and free technical support.",
  },
  tabsLabel: { id: "catalogue.tabs.label", defaultMessage: "Categories" },
  allTab: { id: "catalogue.tabs.all", defaultMessage: "All" },
  filters: { id: "catalogue.filters.title", defaultMessage: "Filters" },
  priceRange: { id: "catalogue.filters.price", defaultMessage: "Price range" },
  minPrice: { id: "catalogue.filters.minPrice", defaultMessage: "Min (USD)" },
  maxPrice: { id: "catalogue.filters.maxPrice", defaultMessage: "Max (USD)" },
  features: { id: "catalogue.filters.features", defaultMessage: "Features" },
  status: { id: "catalogue.filters.status", defaultMessage: "Status" },
  statusHot: { id: "catalogue.status.hot", defaultMessage: "Hot" },
  statusNew: { id: "catalogue.status.new", defaultMessage: "New" },
  sort: { id: "catalogue.sort.label", defaultMessage: "Sort by" },
  sortRecommended: {
    id: "catalogue.sort.recommended",
    defaultMessage: "Recommended",
  },
  sortPriceAsc: {
    id: "catalogue.sort.priceAsc",
    defaultMessage: "Price: low to high",
  },
  sortPriceDesc: {
    id: "catalogue.sort.priceDesc",
    defaultMessage: "Price: high to low",
  },
  sortNewest: { id: "catalogue.sort.newest", defaultMessage: "Newest" },
  apply: { id: "catalogue.filters.apply", defaultMessage: "Apply" },
  applied: {
    id: "catalogue.filters.applied",
    defaultMessage: "Applied filters",
  },
  clearAll: { id: "catalogue.filters.clearAll", defaultMessage: "Clear all" },
  emptyTitle: {
    id: "catalogue.empty.title",
    defaultMessage: "No products match these filters",
  },
  emptyBody: {
    id: "catalogue.empty.body",
    defaultMessage:
      "Remove a filter or widen the price range. The numbers beside each option show how many products it leaves. Looking for something we don't list? We build custom software too.",
  },
  emptyAll: {
    id: "catalogue.empty.all",
    defaultMessage: "See all products",
  },
  emptyContact: {
    id: "catalogue.empty.contact",
    defaultMessage: "Tell us what you need",
  },
  pagination: { id: "catalogue.pagination.label", defaultMessage: "Pages" },
  previous: { id: "catalogue.pagination.previous", defaultMessage: "Previous" },
  next: { id: "catalogue.pagination.next", defaultMessage: "Next" },
  price: { id: "catalogue.product.price", defaultMessage: "Price" },
  details: { id: "catalogue.product.details", defaultMessage: "View details" },
  freeTrial: {
    id: "catalogue.product.freeTrial",
    defaultMessage: "Free trial",
  },
  contact: { id: "catalogue.product.contact", defaultMessage: "Contact us" },
  ctaText: {
    id: "catalogue.product.ctaText",
    defaultMessage:
      "Try it free, then we tailor it to your brand and workflow. Source code and deployment documents included.",
  },
  demo: { id: "catalogue.product.demo", defaultMessage: "Open the live demo" },
  opensInNewTab: {
    id: "catalogue.opensInNewTab",
    defaultMessage: "(opens in a new tab)",
  },
  gallery: { id: "catalogue.product.gallery", defaultMessage: "Images" },
  description: {
    id: "catalogue.product.description",
    defaultMessage: "Description",
  },
  featureList: {
    id: "catalogue.product.features",
    defaultMessage: "Features",
  },
  related: {
    id: "catalogue.product.related",
    defaultMessage: "Related products",
  },
  caseStudies: {
    id: "catalogue.product.caseStudies",
    defaultMessage: "Related case studies",
  },
  breadcrumb: { id: "catalogue.breadcrumb", defaultMessage: "Breadcrumb" },
});

// Messages with placeholders name their values' types (react-intl checks them).
const withValues = {
  categoryTitle: defineMessage<{ category: string }>({
    id: "catalogue.categoryTitle",
    defaultMessage: "{category} products",
  }),
  filtersActive: defineMessage<{ count: number }>({
    id: "catalogue.filters.activeCount",
    defaultMessage: "Filters ({count})",
  }),
  bracketUpTo: defineMessage<{ max: string }>({
    id: "catalogue.filters.bracket.upTo",
    defaultMessage: "Up to {max}",
  }),
  bracketBetween: defineMessage<{ min: string; max: string }>({
    id: "catalogue.filters.bracket.between",
    defaultMessage: "{min} – {max}",
  }),
  bracketFrom: defineMessage<{ min: string }>({
    id: "catalogue.filters.bracket.from",
    defaultMessage: "{min} and up",
  }),
  optionCount: defineMessage<{ count: number }>({
    id: "catalogue.filters.optionCount",
    defaultMessage:
      "{count, plural, =0 {no products} one {# product} other {# products}}",
  }),
  removeFilter: defineMessage<{ filter: string }>({
    id: "catalogue.filters.remove",
    defaultMessage: "Remove filter: {filter}",
  }),
  results: defineMessage<{ total: number }>({
    id: "catalogue.results",
    defaultMessage:
      "{total, plural, =0 {No products} one {# product} other {# products}}",
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: "catalogue.pagination.pageOf",
    defaultMessage: "Page {page} of {pages}",
  }),
  pageLink: defineMessage<{ page: number }>({
    id: "catalogue.pagination.page",
    defaultMessage: "Page {page}",
  }),
  support: defineMessage<{ years: number }>({
    id: "catalogue.product.support",
    defaultMessage:
      "{years, plural, one {# year} other {# years}} of free technical support",
  }),
  showImage: defineMessage<{ number: number }>({
    id: "catalogue.product.showImage",
    defaultMessage: "Show image {number}",
  }),
};

/** The catalogue's UI texts; product and category texts come from the CMS. */
export const catalogueMessages = { ...plain, ...withValues };
