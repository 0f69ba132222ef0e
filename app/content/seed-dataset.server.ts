import { readSiteEnv } from "#app/env.server";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The seed in cms/seed is Sanity's export format: one JSON document per line,
// images as `_sanityAsset: "image@file://./images/x.svg"`. Offline, those
// become references to synthesized `sanity.imageAsset` documents whose URL is
// a data URI, so `image.asset->url` works the same as against Sanity.

export type SeedDocument = {
  _id: string;
  _type: string;
  [field: string]: unknown;
};

const assetPrefix = "image@file://./";

/** Folder holding production.ndjson and images/; the server runs from the repo root. */
export function defaultSeedDir() {
  return resolve(readSiteEnv().CONTENT_SEED_DIR);
}

function svgSize(svg: string): { width: number; height: number } {
  const viewBox =
    /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = /width="([\d.]+)"/.exec(svg);
  const height = /height="([\d.]+)"/.exec(svg);
  return { width: Number(width?.[1] ?? 0), height: Number(height?.[1] ?? 0) };
}

function mimeOf(path: string) {
  if (path.endsWith(".svg")) return "image/svg+xml";
  if (path.endsWith(".png")) return "image/png";
  if (path.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}

function makeAsset(dir: string, relPath: string): SeedDocument {
  const bytes = readFileSync(join(dir, relPath));
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const extension = relPath.split(".").pop() ?? "bin";
  const mimeType = mimeOf(relPath);
  const { width, height } =
    mimeType === "image/svg+xml"
      ? svgSize(bytes.toString("utf8"))
      : { width: 0, height: 0 };
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    originalFilename: relPath.split("/").pop(),
    extension,
    mimeType,
    sha1hash: sha1,
    size: bytes.length,
    url: `data:${mimeType};base64,${bytes.toString("base64")}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: {
        _type: "sanity.imageDimensions",
        width,
        height,
        aspectRatio: width / height,
      },
    },
  };
}

/** Reads the seed and resolves its asset references; the result is query-ready. */
export function loadSeedDataset(dir = defaultSeedDir()): SeedDocument[] {
  const lines = readFileSync(join(dir, "production.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim());
  const documents = lines.map((line) => JSON.parse(line) as SeedDocument);
  const assets = new Map<string, SeedDocument>();

  const resolveAssets = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolveAssets);
    if (!value || typeof value !== "object") return value;
    const object = value as Record<string, unknown>;
    const entries = Object.entries(object).map(
      ([k, v]) => [k, resolveAssets(v)] as const,
    );
    const result: Record<string, unknown> = Object.fromEntries(entries);
    const ref = object._sanityAsset;
    if (typeof ref === "string" && ref.startsWith(assetPrefix)) {
      const relPath = ref.slice(assetPrefix.length);
      const asset = assets.get(relPath) ?? makeAsset(dir, relPath);
      assets.set(relPath, asset);
      delete result._sanityAsset;
      result.asset = { _type: "reference", _ref: asset._id };
    }
    return result;
  };

  const resolved = documents.map((doc) => resolveAssets(doc) as SeedDocument);
  return [...resolved, ...assets.values()];
}
