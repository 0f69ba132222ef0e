import { createClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { createSeedRequestHandler } from "./groq-handler.server";

const documents = [
  { _id: "a", _type: "product", title: "A", tags: ["x"] },
  { _id: "b", _type: "product", title: "B", tags: ["y"] },
];

function offlineClient() {
  return createClient({
    projectId: "offline",
    dataset: "production",
    apiVersion: "2025-06-01",
    useCdn: false,
    requestHandler: createSeedRequestHandler(documents),
  });
}

describe("seed request handler cache", () => {
  it("answers a repeated query with an equal copy nobody else holds", async () => {
    const client = offlineClient();
    const query = `*[_type == $type] | order(_id asc){ title, tags }`;
    const first = await client.fetch<{ title: string; tags: string[] }[]>(
      query,
      { type: "product" },
    );
    first[0]!.tags.push("changed by a caller");
    const second = await client.fetch(query, { type: "product" });
    expect(second).toEqual([
      { title: "A", tags: ["x"] },
      { title: "B", tags: ["y"] },
    ]);
    expect(await client.fetch(query, { type: "other" })).toEqual([]);
  });

  it("answers a query with no match with null", async () => {
    expect(await offlineClient().fetch(`*[_id == "none"][0]`)).toBeNull();
  });
});
