// @vitest-environment node
import { createClient } from "@sanity/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createContentClient, setContentClient } from "./client.server";
import { readContentConfig } from "./config.server";
import {
  getAboutPage,
  getCaseStudiesPage,
  getHomePage,
  getLegalPage,
  getServicesPage,
  getSiteSettings,
  getSitemapDates,
} from "./content.server";
import {
  createSeedRequestHandler,
  readQueryRequest,
} from "./groq-handler.server";
import { loadSeedDataset, type SeedDocument } from "./seed-dataset.server";
import { toUsd } from "./price";

const offline = readContentConfig({});

function useSeed(extra: SeedDocument[] = []) {
  setContentClient(
    createContentClient(offline, () => [...loadSeedDataset(), ...extra]),
  );
}

afterEach(() => {
  setContentClient(undefined);
  vi.restoreAllMocks();
});

describe("offline content source", () => {
  it("serves the seed's site settings in the requested language", async () => {
    useSeed();
    const zh = await getSiteSettings("zh-CN");
    const en = await getSiteSettings("en-US");
    expect(zh.companyName).toBe("精选软件");
    expect(en.companyName).toBe("Picks Studio");
    expect(en.messagingApp.url).toMatch(/^https:\/\//);
    expect(en.supportEmail).toContain("@");
    expect(en.claims).toEqual({ yearsOfService: 17, clientCompanies: 3000 });
  });

  it("falls back to en-US where a locale has no text", async () => {
    useSeed();
    const vi = await getHomePage("vi-VN");
    const en = await getHomePage("en-US");
    expect(vi.page.heroTitle).toBe(en.page.heroTitle);
    expect(vi.pricing.plans.map((p) => p.features)).toEqual(
      en.pricing.plans.map((p) => p.features),
    );
  });

  it("prefers the locale's own text over the fallback", async () => {
    const documents = loadSeedDataset().map((doc) =>
      doc._id === "siteSettings"
        ? {
            ...doc,
            slogan: [
              { _key: "enus", language: "en-US", value: "English slogan" },
              { _key: "vivn", language: "vi-VN", value: "Khẩu hiệu" },
            ],
          }
        : doc,
    );
    setContentClient(createContentClient(offline, () => documents));
    expect((await getSiteSettings("vi-VN")).slogan).toBe("Khẩu hiệu");
    expect((await getSiteSettings("th-TH")).slogan).toBe("English slogan");
  });

  it("gives the home page three plans that convert to $39 and $399", async () => {
    useSeed();
    const { pricing, services } = await getHomePage("en-US");
    const byTier = Object.fromEntries(pricing.plans.map((p) => [p.tier, p]));
    expect(
      toUsd(byTier.starter!.monthlyPriceLocal!, pricing.exchangeRate),
    ).toBe(39);
    expect(
      toUsd(byTier.professional!.monthlyPriceLocal!, pricing.exchangeRate),
    ).toBe(399);
    expect(byTier.enterprise!.contactOnly).toBe(true);
    expect(pricing.addOns.map((a) => [a.priceUsd, a.unit])).toEqual([
      [30, "hour"],
      [50, "each"],
      [1000, "website"],
    ]);
    expect(services.map((s) => s.priceFrom)).toEqual([3000, 3000, 20000]);
  });

  it("resolves seed images to data URIs with their size", async () => {
    useSeed();
    const { cases } = await getCaseStudiesPage("zh-CN");
    expect(cases).toHaveLength(3);
    for (const item of cases) {
      expect(item.image.url).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(item.image.width).toBeGreaterThan(0);
      expect(item.image.alt).toBeTruthy();
    }
  });

  it("reads terms, company and rotation interval", async () => {
    useSeed();
    const { terms } = await getServicesPage("en-US");
    expect(terms.paymentStages.map((s) => s.percent)).toEqual([40, 30, 30]);
    expect([terms.deliveryDaysMin, terms.deliveryDaysMax]).toEqual([15, 30]);
    const about = await getAboutPage("zh-CN");
    expect(about.company.founded).toBe(2008);
    expect(about.team.length).toBeGreaterThan(0);
    const cases = await getCaseStudiesPage("en-US");
    expect(cases.page.rotationIntervalMs).toBe(3000);
    expect(cases.testimonials).toHaveLength(3);
  });

  it("ignores drafts", async () => {
    useSeed([
      { _id: "drafts.service-extra", _type: "service", order: 0, priceFrom: 1 },
    ]);
    const { services } = await getServicesPage("en-US");
    expect(services.map((s) => s._id)).not.toContain("drafts.service-extra");
  });

  it("gives sitemap dates", async () => {
    useSeed();
    const dates = await getSitemapDates();
    expect(dates.home).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(dates.terms).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(dates.privacy).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("serves a legal page by slug, its text in the language or en-US", async () => {
    useSeed();
    const zh = await getLegalPage("zh-CN", "terms");
    const en = await getLegalPage("en-US", "terms");
    const th = await getLegalPage("th-TH", "privacy");
    expect(zh.title).toBe("服务条款");
    expect(en.title).toBe("Terms of service");
    expect(en.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(en.body?.[0]).toMatchObject({ _type: "block", style: "h3" });
    expect(th.body).toEqual((await getLegalPage("en-US", "privacy")).body);
  });

  it("answers 404 for a legal page the CMS does not hold", async () => {
    useSeed();
    const failure = await getLegalPage("en-US", "cookies").catch((e) => e);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(404);
  });
});

describe("outage", () => {
  it("turns a failing Sanity into a 503 Response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    setContentClient(
      createClient({
        projectId: "offline",
        dataset: "production",
        apiVersion: "2025-06-01",
        useCdn: false,
        requestHandler: async () => {
          throw new Error("connect ECONNREFUSED");
        },
      }),
    );
    const error = await getSiteSettings("en-US").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
  });

  it("turns missing content into a 503 Response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    setContentClient(createContentClient(offline, () => []));
    const error = await getHomePage("en-US").catch((e: unknown) => e);
    expect((error as Response).status).toBe(503);
  });
});

describe("request handler", () => {
  it("reads GET queries with JSON params and POST bodies", () => {
    const url =
      "https://x.api.sanity.io/v2025-06-01/data/query/production?query=*%5B_type+%3D%3D+%24t%5D&%24t=%22service%22";
    expect(readQueryRequest({ url, method: "GET" })).toEqual({
      query: "*[_type == $t]",
      params: { t: "service" },
    });
    expect(
      readQueryRequest({
        url: "https://x.api.sanity.io/v1/data/query/production",
        method: "POST",
        body: JSON.stringify({ query: "*", params: { a: 1 } }),
      }),
    ).toEqual({ query: "*", params: { a: 1 } });
  });

  it("answers the same query with different params differently", async () => {
    const handler = createSeedRequestHandler(loadSeedDataset());
    const client = createClient({
      projectId: "offline",
      dataset: "production",
      apiVersion: "2025-06-01",
      useCdn: false,
      requestHandler: handler,
    });
    const query = `*[_id == "siteSettings"][0].companyName[language == $lang][0].value`;
    expect(await client.fetch(query, { lang: "zh-CN" })).toBe("精选软件");
    expect(await client.fetch(query, { lang: "en-US" })).toBe("Picks Studio");
  });
});

describe("content settings", () => {
  it("defaults to the offline seed and production dataset", () => {
    expect(readContentConfig({})).toMatchObject({
      SANITY_PROJECT_ID: undefined,
      SANITY_DATASET: "production",
      SANITY_API_VERSION: "2025-06-01",
    });
  });

  it("lists bad values", () => {
    expect(() =>
      readContentConfig({
        SANITY_PROJECT_ID: "Bad Id",
        SANITY_API_VERSION: "v1",
      }),
    ).toThrow(/SANITY_PROJECT_ID[\s\S]*SANITY_API_VERSION/);
  });
});
