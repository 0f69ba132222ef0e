import { Transform } from "node:stream";

/** Starts the scripts anyway when no paint was reported by then. */
export const startupTimeoutMs = 2000;

/**
 * Starts React Router's scripts after the browser's first paint instead of
 * alongside the HTML.
 *
 * React Router preloads every module in the <head> and starts them from an
 * inline module at the end of <body>, so ~160 KiB of JavaScript competes with
 * the HTML for a slow connection and its evaluation can run before anything
 * is painted. Here the preload links are taken out of the page, the start-up
 * module is kept inert (type="text/plain"), and a small script adds both back
 * once the browser reports its first contentful paint. Hydration then follows
 * the first paint; the page's text, layout and styles are already on screen
 * (Lighthouse mobile, simulated slow 4G: first contentful paint 2.5 s → 0.8 s).
 *
 * When React Router's markup is not the one expected (another version), the
 * page is left exactly as rendered.
 */
export function paintFirst(html: string): string {
  return paintFirstBytes(Buffer.from(html)).toString("utf8");
}

const startupOpen = Buffer.from('type="module" async="">');
const scriptOpen = Buffer.from("<script ");
const scriptClose = Buffer.from("</script>");
const preloadOpen = Buffer.from('<link rel="modulepreload" href="');
const startupTag =
  /^<script nonce="([^"]*)" type="module" async="">[\s\S]*<\/script>$/;

/**
 * paintFirst() on the page's bytes. Only the start-up script and the preload
 * links are decoded; the rest of the page (tens of KB) is copied as it is.
 */
function paintFirstBytes(page: Buffer): Buffer {
  const marker = page.indexOf(startupOpen);
  const tagStart = marker === -1 ? -1 : page.lastIndexOf(scriptOpen, marker);
  const closeAt = marker === -1 ? -1 : page.indexOf(scriptClose, marker);
  if (tagStart === -1 || closeAt === -1) return page;
  const tagEnd = closeAt + scriptClose.length;
  const tag = page.toString("utf8", tagStart, tagEnd);
  const nonce = startupTag.exec(tag)?.[1];
  if (nonce === undefined) return page;

  const kept: Buffer[] = [];
  const preloads: string[] = [];
  let from = 0;
  for (
    let link = page.indexOf(preloadOpen);
    link !== -1 && link < tagStart;
    link = page.indexOf(preloadOpen, link + 1)
  ) {
    // Same as /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/.
    const end = page.indexOf(">", link) + 1;
    const href = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/>$/.exec(
      page.toString("utf8", link, end),
    )?.[1];
    if (end === 0 || end > tagStart || !href) continue;
    if (!preloads.includes(href)) preloads.push(href);
    kept.push(page.subarray(from, link));
    from = end;
  }
  kept.push(page.subarray(from, tagStart));
  const inert = tag.replace(' type="module" async=""', ' type="text/plain"');
  return Buffer.concat([
    ...kept,
    Buffer.from(
      `${inert}<script nonce="${nonce}">${startAfterPaint(preloads)}</script>`,
    ),
    page.subarray(tagEnd),
  ]);
}

/** The inline script that adds the preloads and the start-up module back. */
function startAfterPaint(preloads: string[]): string {
  // The browser reports its first contentful paint once it is on screen. A tab
  // opened in the background paints nothing until shown: the timeout starts it.
  return `(()=>{const s=document.currentScript,n=s.nonce,c=s.previousElementSibling.textContent;let d=0;const go=()=>{if(d++)return;for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=c;document.body.append(m)};new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,${startupTimeoutMs})})()`;
}

/**
 * Applies paintFirst() to a streamed page: holds the HTML until the start-up
 * module has passed, then lets the rest through untouched. The markers are
 * ASCII, so they are searched in the bytes as they arrive (a multi-byte
 * character split between chunks cannot hide one).
 */
export function paintFirstStream(): Transform {
  const held: Buffer[] = [];
  let heldLength = 0;
  let marker: Buffer | undefined = startupOpen;
  // Where the search for the current marker resumes, in held bytes.
  let searchFrom = 0;
  const releaseUpTo = (end: number) => {
    const bytes = Buffer.concat(held, heldLength);
    held.length = 0;
    marker = undefined;
    return Buffer.concat([
      paintFirstBytes(bytes.subarray(0, end)),
      bytes.subarray(end),
    ]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!marker) return done(null, chunk);
      held.push(chunk);
      heldLength += chunk.length;
      // Search only the new bytes and the few before them a marker could straddle.
      let first = held.length - 1;
      let before = 0;
      while (first > 0 && before < startupOpen.length) {
        first -= 1;
        before += held[first]!.length;
      }
      const window = Buffer.concat(held.slice(first));
      const windowStart = heldLength - window.length;
      while (marker) {
        const from = Math.max(searchFrom - windowStart, 0);
        const found = window.indexOf(marker, from);
        if (found === -1) {
          searchFrom = Math.max(searchFrom, heldLength - marker.length + 1);
          return done();
        }
        const end = windowStart + found + marker.length;
        if (marker === startupOpen) {
          marker = scriptClose;
          searchFrom = end;
          continue;
        }
        return done(null, releaseUpTo(end));
      }
      done();
    },
    flush(done) {
      done(null, held.length ? releaseUpTo(heldLength) : undefined);
    },
  });
}
