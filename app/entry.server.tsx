import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
} from "react-router";
import { requestEnvironment } from "./context";
import { loadAllMessages } from "./i18n/messages.server";
import { NonceContext } from "./shell/nonce";
import { paintFirstStream } from "./shell/paint-first.server";

await loadAllMessages();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce } = loadContext.get(requestEnvironment);
  // Bots and SPA-mode prerendering get the whole document at once.
  const readyEvent: keyof RenderToPipeableStreamOptions =
    isbot(request.headers.get("user-agent")) || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <ServerRouter
          context={routerContext}
          url={request.url}
          nonce={cspNonce}
        />
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        [readyEvent]() {
          shellRendered = true;
          const body = paintFirstStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log them once here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

// The HTTP server reads the context key from the build, so that both sides
// use the same object (see server/app.ts).
export { requestEnvironment };
