// What only the SIWX views and hooks use (`@latch/core/siwx`), out of the main entry's first paint. The registration
// has an entry of its own (`@latch/core/siwxFeature`): from here it would bring these actions into the first paint.
export { cancelSignIn } from './cancelSignIn'
export { formatCaip122Message } from './formatCaip122Message'
export type { ServerSiwxSession } from './ServerSiwxSession'
export { signIn } from './signIn'
export { signOut } from './signOut'
export { siwxMessageText } from './siwxMessageText'
