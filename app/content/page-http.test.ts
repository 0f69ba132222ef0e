import { describe, expect, it } from "vitest";
import { canonicalUrl, pagePathname } from "./page-http";

const request = (url: string) => new Request(url);

describe("the page's own address", () => {
  it("is the document URL without query or hash", () => {
    expect(canonicalUrl(request("https://picks.example/about?x=1#team"))).toBe(
      "https://picks.example/about",
    );
  });

  it("is the same when a client-side navigation fetches the loader data", () => {
    expect(pagePathname(request("https://picks.example/terms.data"))).toBe(
      "/terms",
    );
    expect(
      canonicalUrl(
        request(
          "https://picks.example/services.data?_routes=routes%2Fservices",
        ),
      ),
    ).toBe("https://picks.example/services");
    expect(canonicalUrl(request("https://picks.example/_root.data"))).toBe(
      "https://picks.example/",
    );
  });
});
