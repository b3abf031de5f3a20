import { createContext, useContext } from "react";

/** The per-request CSP nonce, given by entry.server. In the browser it is empty (browsers hide it). */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
