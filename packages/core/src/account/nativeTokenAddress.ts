/** The pseudo address that stands for a chain's native token in token lists (data API convention). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
