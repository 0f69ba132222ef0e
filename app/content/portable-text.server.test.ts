import { describe, expect, it } from "vitest";
import { portableTextToHtml } from "./portable-text.server";

const block = (
  text: string,
  extra: Record<string, unknown> = {},
  marks: string[] = [],
) => ({
  _type: "block",
  _key: text.slice(0, 8),
  style: "normal",
  ...extra,
  children: [{ _type: "span", _key: "s", text, marks }],
});

describe("portableTextToHtml", () => {
  it("escapes the editors' text", () => {
    const html = portableTextToHtml(
      [block('<img src=x onerror="alert(1)"> & more')],
      "page",
    );
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
  });

  it("opens a section with h2 on a page and h3 under a product's heading", () => {
    const heading = [block("Scope", { style: "h3" })];
    expect(portableTextToHtml(heading, "page")).toMatch(
      /^<h2 [^>]*>Scope<\/h2>$/,
    );
    expect(portableTextToHtml(heading, "product")).toMatch(
      /^<h3 [^>]*>Scope<\/h3>$/,
    );
  });

  it("links only http(s) and mailto, external ones in a new tab", () => {
    const linked = (href: string) =>
      portableTextToHtml(
        [
          block("Read", { markDefs: [{ _type: "link", _key: "l", href }] }, [
            "l",
          ]),
        ],
        "page",
      );
    expect(linked("https://example.com/?a=1&b=2")).toContain(
      '<a href="https://example.com/?a=1&amp;b=2" class="',
    );
    expect(linked("https://example.com")).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
    expect(linked("mailto:hi@example.com")).not.toContain("target=");
    expect(linked("javascript:alert(1)")).toBe(
      '<p class="mt-4 leading-relaxed text-slate-700 first:mt-0">Read</p>',
    );
  });

  it("renders lists and tolerates blocks without parts", () => {
    const html = portableTextToHtml(
      [
        block("One", { listItem: "bullet", level: 1 }),
        { _type: "block", children: null, markDefs: null },
      ],
      "product",
    );
    expect(html).toContain("<ul class=");
    expect(html).toContain(">One</li>");
  });

  it("is empty for no text", () => {
    expect(portableTextToHtml(undefined, "page")).toBe("");
    expect(portableTextToHtml([], "page")).toBe("");
  });
});
