import { defineQuery } from "groq";

// GROQ for the public pages. `sanity typegen generate` reads this file and
// writes the result types to cms/sanity.types.ts (npm run cms:typegen).
// Every query takes $lang; localized fields fall back to en-US.

/**
 * A localized field (sanity-plugin-internationalized-array v5 stores
 * `[{_key, language, value}]`) in the requested language, else en-US.
 */
export const localized = (path: string) =>
  `coalesce(${path}[language == $lang][0].value, ${path}[language == "en-US"][0].value)`;

// Helpers below repeat the coalesce instead of calling localized() with a
// computed argument: typegen cannot resolve such nested calls.
const seo = (seoPath: string) =>
  `{ "title": coalesce(${seoPath}.title[language == $lang][0].value, ${seoPath}.title[language == "en-US"][0].value), "description": coalesce(${seoPath}.description[language == $lang][0].value, ${seoPath}.description[language == "en-US"][0].value) }`;

const image = (imagePath: string) =>
  `{ "url": ${imagePath}.asset->url, "alt": coalesce(${imagePath}.alt[language == $lang][0].value, ${imagePath}.alt[language == "en-US"][0].value), "width": ${imagePath}.asset->metadata.dimensions.width, "height": ${imagePath}.asset->metadata.dimensions.height }`;

const titledTexts = (listPath: string) =>
  `${listPath}[]{ _key, icon, "title": ${localized("title")}, "description": ${localized("description")} }`;

const settingsProjection = `{
  "companyName": ${localized("companyName")},
  "slogan": ${localized("slogan")},
  copyrightYear,
  "messagingApp": { "label": ${localized("messagingApp.label")}, "url": messagingApp.url },
  "chatApp": { "label": ${localized("chatApp.label")}, "url": chatApp.url },
  supportEmail,
  yearsOfService,
  clientCompanies
}`;

export const SITE_SETTINGS_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]${settingsProjection}`,
);

export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    "seo": ${seo("seo")},
    "heroEyebrow": ${localized("heroEyebrow")},
    "heroTitle": ${localized("heroTitle")},
    "heroText": ${localized("heroText")},
    "heroPrimaryCta": ${localized("heroPrimaryCta")},
    "heroSecondaryCta": ${localized("heroSecondaryCta")},
    "heroImage": ${image("heroImage")},
    "themesTitle": ${localized("themesTitle")},
    "themes": ${titledTexts("themes")},
    "servicesTitle": ${localized("servicesTitle")},
    "pricingTitle": ${localized("pricingTitle")},
    "pricingText": ${localized("pricingText")},
    "addOnsTitle": ${localized("addOnsTitle")},
    "advantagesTitle": ${localized("advantagesTitle")},
    "advantages": ${titledTexts("advantages")}
  },
  "pricing": *[_type == "pricing" && _id == "pricing"][0]{
    localCurrency,
    exchangeRate,
    "plans": plans[]{
      _key, tier, contactOnly, highlighted, monthlyPriceLocal,
      "name": ${localized("name")},
      "summary": ${localized("summary")},
      "features": ${localized("features")}
    },
    "addOns": addOns[]{
      _key, icon, priceUsd, unit, minimumQuantity,
      "name": ${localized("name")},
      "description": ${localized("description")}
    }
  },
  "services": *[_type == "service"] | order(order asc){
    _id, icon, priceFrom,
    "title": ${localized("title")},
    "summary": ${localized("summary")}
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]${settingsProjection}
}`);

export const SERVICES_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "servicesPage" && _id == "servicesPage"][0]{
    "seo": ${seo("seo")},
    "title": ${localized("title")},
    "intro": ${localized("intro")},
    "termsTitle": ${localized("termsTitle")}
  },
  "services": *[_type == "service"] | order(order asc){
    _id, icon, priceFrom,
    "title": ${localized("title")},
    "description": ${localized("description")},
    "features": ${localized("features")}
  },
  "terms": *[_type == "terms" && _id == "terms"][0]{
    "paymentStages": paymentStages[]{ _key, percent, "milestone": ${localized("milestone")} },
    "paymentMethods": ${localized("paymentMethods")},
    deliveryDaysMin,
    deliveryDaysMax,
    freeMaintenanceYears,
    "deliverables": ${localized("deliverables")}
  }
}`);

export const ABOUT_PAGE_QUERY = defineQuery(`{
  "company": *[_type == "company" && _id == "company"][0]{
    "seo": ${seo("seo")},
    "name": ${localized("name")},
    founded,
    "title": ${localized("title")},
    "intro": ${localized("intro")},
    "mission": ${localized("mission")},
    "vision": ${localized("vision")},
    "values": ${titledTexts("values")},
    "teamTitle": ${localized("teamTitle")}
  },
  "team": *[_type == "teamMember"] | order(order asc){
    _id,
    "name": ${localized("name")},
    "position": ${localized("position")},
    "description": ${localized("description")},
    "photo": ${image("photo")}
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]${settingsProjection}
}`);

export const CASE_STUDIES_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{
    "seo": ${seo("seo")},
    "title": ${localized("title")},
    "intro": ${localized("intro")},
    "testimonialsTitle": ${localized("testimonialsTitle")},
    rotationIntervalMs
  },
  "cases": *[_type == "caseStudy"] | order(order asc){
    _id,
    "title": ${localized("title")},
    "industry": ${localized("industry")},
    "description": ${localized("description")},
    "image": ${image("image")}
  },
  "testimonials": *[_type == "testimonial"] | order(order asc){
    _id,
    "feedback": ${localized("feedback")},
    "client": ${localized("client")},
    "role": ${localized("role")}
  }
}`);

export const CONTACT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{
    "seo": ${seo("seo")},
    "title": ${localized("title")},
    "intro": ${localized("intro")}
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]${settingsProjection}
}`);

export const LEGAL_PAGE_QUERY =
  defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  "seo": ${seo("seo")},
  "title": ${localized("title")},
  lastUpdated,
  "body": ${localized("body")}
}`);

/** Last edit of each public page's content, for the sitemap's lastmod. */
export const SITEMAP_QUERY = defineQuery(`{
  "home": *[_type in ["homePage", "pricing", "service", "siteSettings"]] | order(_updatedAt desc)[0]._updatedAt,
  "services": *[_type in ["servicesPage", "service", "terms"]] | order(_updatedAt desc)[0]._updatedAt,
  "about": *[_type in ["company", "teamMember", "siteSettings"]] | order(_updatedAt desc)[0]._updatedAt,
  "caseStudies": *[_type in ["caseStudiesPage", "caseStudy", "testimonial"]] | order(_updatedAt desc)[0]._updatedAt,
  "contact": *[_type == "contactPage" && _id == "contactPage"][0]._updatedAt,
  "terms": *[_type == "legalPage" && slug.current == "terms"][0]._updatedAt,
  "privacy": *[_type == "legalPage" && slug.current == "privacy"][0]._updatedAt
}`);
