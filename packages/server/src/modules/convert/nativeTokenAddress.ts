/** The native coin's pseudo-address in swap calls (data-api.md, SwapToken: 40 e's). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
