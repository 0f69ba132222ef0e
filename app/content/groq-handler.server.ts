import type { RequestHandler } from "@sanity/client";
import { evaluate, parse, type ExprNode } from "groq-js";
import type { SeedDocument } from "./seed-dataset.server";

// Answers @sanity/client's query requests in-process with groq-js, so the site
// runs the very same client and queries with or without a Sanity project.

type QueryRequest = { query: string; params: Record<string, unknown> };

/** GET puts the query and `$`-prefixed JSON params in the URL; long queries come as POST. */
export function readQueryRequest(request: {
  url?: string;
  method?: string;
  body?: unknown;
}): QueryRequest | undefined {
  const url = new URL(request.url ?? "", "http://sanity.invalid");
  if (!/\/data\/query\//.test(url.pathname)) return undefined;
  if (request.method === "POST" && request.body) {
    const body = (
      typeof request.body === "string" ? JSON.parse(request.body) : request.body
    ) as {
      query: string;
      params?: Record<string, unknown>;
    };
    return { query: body.query, params: body.params ?? {} };
  }
  const query = url.searchParams.get("query");
  if (query === null) return undefined;
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
  }
  return { query, params };
}

/** Published documents only: the seed has no drafts, but an export might. */
function published(documents: SeedDocument[]) {
  return documents.filter(
    (doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."),
  );
}

export function createSeedRequestHandler(
  documents: SeedDocument[],
): RequestHandler {
  const dataset = published(documents);
  // groq-js bakes params into the parsed tree, so the cache key holds both.
  const trees = new Map<string, ExprNode>();

  return async (request) => {
    const parsed = readQueryRequest(request);
    if (!parsed) {
      throw new Error(
        `The offline content source only answers queries (${request.method} ${request.url}).`,
      );
    }
    const started = performance.now();
    const key = `${parsed.query}\u0000${JSON.stringify(parsed.params)}`;
    let tree = trees.get(key);
    if (!tree) {
      tree = parse(parsed.query, { params: parsed.params });
      if (trees.size > 500) trees.clear();
      trees.set(key, tree);
    }
    const value = await evaluate(tree, { dataset, params: parsed.params });
    const result = await value.get();
    return {
      result,
      query: parsed.query,
      ms: Math.round(performance.now() - started),
    };
  };
}
