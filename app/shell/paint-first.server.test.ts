import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { paintFirst, paintFirstStream } from "./paint-first.server";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="abc"/>',
  "</head><body><main>Hello — 你好</main>",
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
  '<script nonce="abc">streamController.enqueue("data")</script></body></html>',
].join("");

describe("paintFirst", () => {
  const html = paintFirst(page);

  it("takes the module preloads out of the head", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it("keeps the start-up module, inert, and the page's other scripts", () => {
    expect(html).toContain(
      '<script nonce="abc" type="text/plain">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
    );
    expect(html).not.toContain('type="module" async');
    expect(html).toContain("window.__reactRouterContext = {};");
    expect(html).toContain('streamController.enqueue("data")');
    expect(html).toContain("<main>Hello — 你好</main>");
  });

  it("starts both after the first paint with the page's nonce, each preload once", () => {
    const starter = /<script nonce="abc">(\(\(\)=>[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(starter).toContain('getEntriesByName("first-contentful-paint")');
    expect(starter).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(starter).toContain("m.nonce=n");
  });

  it("leaves a page without React Router's start-up module as it was", () => {
    const other = page.replace(' type="module" async=""', "");
    expect(paintFirst(other)).toBe(other);
  });
});

describe("paintFirstStream", () => {
  it("gives the same page whatever the chunks, even inside a character", async () => {
    const bytes = Buffer.from(page);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const streamed = await text(Readable.from(chunks).pipe(paintFirstStream()));
    expect(streamed).toBe(paintFirst(page));
  });
});

describe("paintFirstStream, chunk sizes", () => {
  it.each([1, 2, 5, 23, 64, 4096])(
    "gives the same page in chunks of %i bytes",
    async (size) => {
      const bytes = Buffer.from(page);
      const chunks = Array.from(
        { length: Math.ceil(bytes.length / size) },
        (_, i) => bytes.subarray(i * size, i * size + size),
      );
      const streamed = await text(
        Readable.from(chunks).pipe(paintFirstStream()),
      );
      expect(streamed).toBe(paintFirst(page));
    },
  );
});
