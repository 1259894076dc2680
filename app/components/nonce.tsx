import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The per-request CSP nonce, given to every inline script Remix renders. Empty in the browser. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
