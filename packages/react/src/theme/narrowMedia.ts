/**
 * Phones: at this width and under, the modal is a bottom sheet (as AppKit's and RainbowKit's are) and the
 * buttons drop what does not fit (the balance first). 430 px is the widest common phone held upright.
 */
export const narrowMedia = '(max-width:430px)'
