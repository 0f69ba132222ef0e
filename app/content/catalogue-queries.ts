import { defineQuery } from "groq";
import { localized } from "./queries";

// GROQ for the product catalogue ("picks"). Every visitor choice arrives as a
// query parameter ($category, $minPrice, $maxPrice, $features, $status,
// $sort, $start, $end), never spliced into the text; absent filters are null
// or empty lists. `sanity typegen generate` types these (npm run cms:typegen).

// A product passes when it meets every chosen filter: features and statuses
// narrow the list (all chosen ones must apply), like the counts promise.
// $featureCount and $statusCount are the lengths of those lists: with
// `count($features)` here, typegen types the matching products as `never`.
const featuresFilter = `count(coalesce(features, [])[@->key in $features]) == $featureCount`;
const statusFilter = `count(coalesce(status, [])[@ in $status]) == $statusCount`;
const priceFilter = `($minPrice == null || price >= $minPrice) && ($maxPrice == null || price <= $maxPrice)`;
const categoryFilter = `($category == null || category->key == $category)`;
const listed = `_type == "product" && defined(slug.current) && defined(category->key)`;

/** Every filter the visitor chose. */
const matches = `${listed} && ${categoryFilter} && ${priceFilter} && ${featuresFilter} && ${statusFilter}`;
/** Every filter but the category: counts on the tabs. */
const matchesAnyCategory = `${listed} && ${priceFilter} && ${featuresFilter} && ${statusFilter}`;
/** Every filter but the price: counts on the price brackets. */
const matchesAnyPrice = `${listed} && ${categoryFilter} && ${featuresFilter} && ${statusFilter}`;

const card = `{
  _id,
  "id": slug.current,
  "category": category->key,
  "title": ${localized("title")},
  "summary": ${localized("summary")},
  price,
  status,
  releaseDate,
  "image": images[0]{
    "url": asset->url,
    "alt": coalesce(alt[language == $lang][0].value, alt[language == "en-US"][0].value),
    "width": asset->metadata.dimensions.width,
    "height": asset->metadata.dimensions.height
  }
}`;

export const CATALOGUE_QUERY = defineQuery(`{
  "categories": *[_type == "productCategory" && defined(key)] | order(order asc){
    key,
    "label": ${localized("label")},
    "description": ${localized("description")},
    "count": count(*[${matchesAnyCategory} && category._ref == ^._id])
  },
  "total": count(*[${matches}]),
  "products": *[${matches}] | order(
    select($sort == "price-asc" => price) asc,
    select($sort == "price-desc" => price) desc,
    select($sort == "newest" => releaseDate) desc,
    order asc,
    releaseDate desc,
    _id asc
  )[$start...$end]${card},
  "features": *[_type == "productFeature" && defined(key)] | order(order asc){
    key,
    "label": ${localized("label")},
    "count": count(*[${matches} && ^._id in features[]._ref])
  },
  "statusCounts": {
    "hot": count(*[${matches} && "hot" in status]),
    "new": count(*[${matches} && "new" in status])
  },
  "priceBrackets": $priceBrackets[]{
    min,
    max,
    "count": count(*[${matchesAnyPrice} && (^.min == null || price >= ^.min) && (^.max == null || price <= ^.max)])
  }
}`);

export const PRODUCT_QUERY = defineQuery(`{
  "product": *[_type == "product" && slug.current == $id][0]{
    _id,
    _updatedAt,
    "id": slug.current,
    "category": category->{ key, "label": ${localized("label")} },
    "title": ${localized("title")},
    "summary": ${localized("summary")},
    "description": ${localized("description")},
    price,
    status,
    releaseDate,
    demoUrl,
    "images": images[]{
      _key,
      "url": asset->url,
      "alt": coalesce(alt[language == $lang][0].value, alt[language == "en-US"][0].value),
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height
    },
    "features": features[]->{ key, "label": ${localized("label")} },
    "caseStudies": caseStudies[]->{
      _id,
      "title": ${localized("title")},
      "industry": ${localized("industry")},
      "description": ${localized("description")},
      "image": image{
        "url": asset->url,
        "alt": coalesce(alt[language == $lang][0].value, alt[language == "en-US"][0].value),
        "width": asset->metadata.dimensions.width,
        "height": asset->metadata.dimensions.height
      }
    },
    "related": *[${listed} && category._ref == ^.category._ref && _id != ^._id] | order(order asc, releaseDate desc)[0...3]${card}
  },
  "terms": *[_type == "terms" && _id == "terms"][0]{ freeMaintenanceYears }
}`);

/** Where an old /products/{id} link now lives. */
export const PRODUCT_LOCATION_QUERY = defineQuery(
  `*[${listed} && slug.current == $id][0]{ "id": slug.current, "category": category->key }`,
);

/** Catalogue URLs and their last change, for /sitemap.xml. */
export const CATALOGUE_SITEMAP_QUERY = defineQuery(`{
  "categories": *[_type == "productCategory" && defined(key)] | order(order asc){
    key,
    "updatedAt": *[_type in ["product", "productCategory"] && (_id == ^._id || category._ref == ^._id)] | order(_updatedAt desc)[0]._updatedAt
  },
  "products": *[${listed}] | order(_id asc){ "id": slug.current, "category": category->key, _updatedAt }
}`);
