import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * The per-request CSP nonce of a personal page, given to every inline script Remix renders. Undefined on
 * pages a shared cache may keep (their scripts are allowed by hash) and in the browser, so no attribute is sent.
 */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
