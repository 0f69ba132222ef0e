import { caseStudy } from "./documents/case-study";
import { legalPage } from "./documents/legal-page";
import { product } from "./documents/product";
import { productCategory } from "./documents/product-category";
import { productFeature } from "./documents/product-feature";
import { service } from "./documents/service";
import { teamMember } from "./documents/team-member";
import { testimonial } from "./documents/testimonial";
import { addOn } from "./objects/add-on";
import { contactChannel } from "./objects/contact-channel";
import { paymentStage } from "./objects/payment-stage";
import { plan } from "./objects/plan";
import { portableText } from "./objects/portable-text";
import { seo } from "./objects/seo";
import { stringList } from "./objects/string-list";
import { titledText } from "./objects/titled-text";
import { company } from "./singletons/company";
import { homePage } from "./singletons/home-page";
import { caseStudiesPage, contactPage, servicesPage } from "./singletons/pages";
import { pricing } from "./singletons/pricing";
import { siteSettings } from "./singletons/site-settings";
import { terms } from "./singletons/terms";

/** Singleton types: one document each, with the type name as its id. */
export const singletonTypes = [
  siteSettings,
  homePage,
  pricing,
  terms,
  servicesPage,
  company,
  caseStudiesPage,
  contactPage,
];

export const documentTypes = [
  service,
  caseStudy,
  testimonial,
  teamMember,
  legalPage,
  productCategory,
  productFeature,
  product,
];

export const objectTypes = [
  stringList,
  seo,
  contactChannel,
  titledText,
  plan,
  addOn,
  paymentStage,
  portableText,
];

export const schemaTypes = [
  ...singletonTypes,
  ...documentTypes,
  ...objectTypes,
];
