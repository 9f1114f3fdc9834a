// `@latch/react/siwx`: sign in with the wallet, as an app turns it on (`siwx()`) and reads it (`useSiwxSession`).
export { siwx } from './siwx'
export { type UseSiwxSessionReturn, useSiwxSession } from './useSiwxSession'
