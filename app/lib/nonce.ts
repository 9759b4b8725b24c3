import { createContext, useContext } from "react";

// The per-response CSP nonce: provided on the server by entry.server.tsx; empty in the browser,
// which hides nonce values from the DOM anyway.
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
