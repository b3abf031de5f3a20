import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce of a personal page, given by entry.server. Empty on public pages (the same bytes for
 * everyone, so no nonce) and in the browser (browsers hide it).
 */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
