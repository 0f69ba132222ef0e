// @vitest-environment node
import { validateDocument, type ValidationSchema } from "@sanity/validation";
import { prepareConfig, type SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { createContentClient } from "../app/content/client.server";
import { readContentConfig } from "../app/content/config.server";
import { loadSeedDataset } from "../app/content/seed-dataset.server";
import { requiredLanguages } from "./languages";
import config from "./sanity.config";
import { singletonTypes } from "./schemas/schema-types";

// Every seed document must pass the Studio's own validation rules, offline.
// The documents are checked as the site serves them: assets resolved to
// references of synthesized asset documents.

const documents = loadSeedDataset();
const ids = new Set(documents.map((d) => d._id));
const contentDocuments = documents.filter(
  (d) => !d._type.startsWith("sanity."),
);
const { workspaces } = prepareConfig(config);
const schema = workspaces[0]!.schema as unknown as ValidationSchema;
const client = createContentClient(readContentConfig({}), () => documents);

describe("seed dataset", () => {
  it.each(contentDocuments.map((d) => [d._id, d] as const))(
    "%s passes the schema's validation",
    async (_id, document) => {
      const result = await validateDocument({
        document: document as unknown as SanityDocument,
        schema,
        client: client as never,
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      const errors = result.markers
        .filter((m) => m.level === "error")
        .map(
          (m) =>
            `${m.path.map((p) => (typeof p === "object" ? JSON.stringify(p) : p)).join(".")}: ${m.message}`,
        );
      expect(errors).toEqual([]);
      expect(result.status).toBe("passed");
    },
  );

  it("holds every singleton exactly once, under its type name", () => {
    for (const type of singletonTypes) {
      expect(
        documents.filter((d) => d._type === type.name).map((d) => d._id),
      ).toEqual([type.name]);
    }
  });

  it("has zh-CN and en-US text in every localized field", () => {
    const missing: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        const languages = value
          .map((item) => (item as { language?: string })?.language)
          .filter(Boolean);
        if (languages.length > 0 && languages.length === value.length) {
          for (const lang of requiredLanguages) {
            if (!languages.includes(lang)) missing.push(`${path} (${lang})`);
          }
          return;
        }
        value.forEach((item, i) => walk(item, `${path}[${i}]`));
      } else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
      }
    };
    for (const doc of contentDocuments) walk(doc, doc._id);
    expect(missing).toEqual([]);
  });

  it("fails a payment split that does not add up to 100", async () => {
    const terms = contentDocuments.find((d) => d._id === "terms")!;
    const broken = {
      ...terms,
      paymentStages: (terms.paymentStages as { percent: number }[]).map(
        (s, i) => (i === 0 ? { ...s, percent: 50 } : s),
      ),
    };
    const result = await validateDocument({
      document: broken as unknown as SanityDocument,
      schema,
      client: client as never,
    });
    expect(result.markers.map((m) => m.message).join()).toMatch(/110%/);
  });

  it("fails a required field without zh-CN text", async () => {
    const service = contentDocuments.find((d) => d._type === "service")!;
    const title = (service.title as { language: string }[]).filter(
      (item) => item.language !== "zh-CN",
    );
    const result = await validateDocument({
      document: { ...service, title } as unknown as SanityDocument,
      schema,
      client: client as never,
    });
    expect(result.markers.map((m) => m.message).join()).toMatch(/zh-CN/);
  });

  it("fails a negative price", async () => {
    const service = contentDocuments.find((d) => d._type === "service")!;
    const result = await validateDocument({
      document: { ...service, priceFrom: -1 } as unknown as SanityDocument,
      schema,
      client: client as never,
    });
    expect(result.status).toBe("failed");
  });

  it("fails a legal page whose slug has no route on the site", async () => {
    const page = contentDocuments.find((d) => d._type === "legalPage")!;
    const result = await validateDocument({
      document: {
        ...page,
        slug: { _type: "slug", current: "cookies" },
      } as unknown as SanityDocument,
      schema,
      client: client as never,
    });
    expect(result.markers.map((m) => m.message).join()).toMatch(
      /terms, privacy/,
    );
  });

  it("fails a legal page whose zh-CN text has no words", async () => {
    const page = contentDocuments.find((d) => d._type === "legalPage")!;
    const body = (page.body as { language: string; value: unknown[] }[]).map(
      (item) =>
        item.language === "zh-CN"
          ? {
              ...item,
              value: [
                {
                  _key: "empty",
                  _type: "block",
                  style: "normal",
                  markDefs: [],
                  children: [
                    { _key: "s", _type: "span", marks: [], text: " " },
                  ],
                },
              ],
            }
          : item,
    );
    const result = await validateDocument({
      document: { ...page, body } as unknown as SanityDocument,
      schema,
      client: client as never,
    });
    expect(result.markers.map((m) => m.message).join()).toMatch(/zh-CN/);
  });
});
