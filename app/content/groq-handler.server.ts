import type { RequestHandler } from "@sanity/client";
import { evaluate, parse } from "groq-js";
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

/** Distinct query + params answers kept; the catalogue's filters make the rest rare. */
const maxCachedAnswers = 300;

export function createSeedRequestHandler(
  documents: SeedDocument[],
): RequestHandler {
  const dataset = published(documents);
  // The dataset never changes while the process runs, so neither does a
  // query's answer: evaluate each query + params once (groq-js dereferences
  // by scanning the dataset, ~0.3 s for the catalogue query) and keep the
  // answer as JSON text, so no caller can alter what the next one gets.
  const answers = new Map<string, Promise<string>>();

  const answer = async ({ query, params }: QueryRequest) => {
    const value = await evaluate(parse(query, { params }), {
      dataset,
      params,
    });
    return JSON.stringify((await value.get()) ?? null);
  };

  return async (request) => {
    const parsed = readQueryRequest(request);
    if (!parsed) {
      throw new Error(
        `The offline content source only answers queries (${request.method} ${request.url}).`,
      );
    }
    const started = performance.now();
    const key = `${parsed.query}\u0000${JSON.stringify(parsed.params)}`;
    let cached = answers.get(key);
    if (!cached) {
      cached = answer(parsed);
      if (answers.size >= maxCachedAnswers) {
        answers.delete(answers.keys().next().value!);
      }
      answers.set(key, cached);
      // A failed evaluation is not remembered.
      cached.catch(() => answers.delete(key));
    }
    return {
      result: JSON.parse(await cached) as unknown,
      query: parsed.query,
      ms: Math.round(performance.now() - started),
    };
  };
}
