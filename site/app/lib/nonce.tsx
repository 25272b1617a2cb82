import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response. Only the server knows it; in the browser it is '' (browsers hide
 * the attribute after load, so '' also matches what hydration reads back).
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
