import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server. Browsers hide nonce
 * attributes from scripts, so on the client it is an empty string.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
