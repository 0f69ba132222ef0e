import { expect, test } from "./fixtures";

test.describe("security headers", () => {
  test("every HTML response carries a nonce-based CSP and the hardening headers", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc =
        csp
          .split(";")
          .find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(headers["permissions-policy"]).toContain("camera=()");
      // Served over plain HTTP here: no HSTS.
      expect(headers["strict-transport-security"]).toBeUndefined();

      // The inline scripts of the page carry this response's nonce.
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      const html = await response.text();
      const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const tag of inlineScripts)
        expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test("HSTS is sent when the trusted proxy says the request came over HTTPS", async ({
    request,
  }) => {
    // The test server trusts its proxy (TRUST_PROXY); an untrusted client's
    // X-Forwarded-Proto is ignored (server/security-headers.test.ts).
    const response = await request.get("/", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(response.headers()["strict-transport-security"]).toMatch(
      /max-age=\d{8}/,
    );
  });

  test("each response gets its own nonce, in its header and its markup", async ({
    request,
  }) => {
    // One after the other: the second is served from the page cache
    // (app/content/page-cache.server.ts), which must swap the nonce in.
    const pages: { header: string; markup: string[] }[] = [];
    for (const _ of [1, 2]) {
      const response = await request.get("/services");
      const csp = response.headers()["content-security-policy"] ?? "";
      pages.push({
        header: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
        markup: [
          ...new Set(
            [...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map(
              (match) => match[1] ?? "",
            ),
          ),
        ],
      });
    }
    expect(pages[0]!.header).not.toEqual(pages[1]!.header);
    for (const page of pages) expect(page.markup).toEqual([page.header]);
  });
});
