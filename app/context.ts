import { createContext } from "react-router";

/** Values the HTTP server hands to every request (see server/app.ts). */
export type RequestEnvironment = {
  /** Nonce of this response's Content-Security-Policy. */
  cspNonce: string;
  /** Client address as the server trusts it (socket, or the trusted proxy header). */
  clientIp: string;
};

export const requestEnvironment = createContext<RequestEnvironment>({
  cspNonce: "",
  clientIp: "",
});
