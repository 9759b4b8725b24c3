/** docs/product.md#entities local storage key; it holds the server-issued token, never the password. */
export const INVESTOR_STORAGE_KEY = "investorPassword";
