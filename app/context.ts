import { createContext } from "react-router";

/** Values the HTTP server hands to every request (see server/app.ts). */
export type RequestEnvironment = {
  /** Nonce of this response's Content-Security-Policy. */
  cspNonce: string;
  /** Client address as the server trusts it (socket, or the trusted proxy header). */
  clientIp: string;
  /** Built browser files by URL path; only in production (server/client-assets.ts). */
  readClientAsset?: (href: string) => string | undefined;
};

export const requestEnvironment = createContext<RequestEnvironment>({
  cspNonce: "",
  clientIp: "",
});
