import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads built browser files by URL path (`/assets/…`), once each, for the
 * stylesheet the pages inline. Undefined for anything outside the directory.
 */
export function clientAssetReader(clientDirectory: string) {
  const texts = new Map<string, string | undefined>();
  return (href: string): string | undefined => {
    if (!texts.has(href)) {
      const file = path.join(clientDirectory, path.normalize(href));
      let text: string | undefined;
      if (file.startsWith(clientDirectory + path.sep)) {
        try {
          text = readFileSync(file, "utf8");
        } catch {
          text = undefined;
        }
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
