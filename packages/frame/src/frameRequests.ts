import * as z from 'zod/mini'
import { accountType, frameChainId, frameUser } from './frameUser'

/**
 * No payload. Whatever a sender puts there is read as nothing, so an extra `{}` never drops a request (a dropped
 * request is a hang on the other side).
 */
const none = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((): undefined => undefined),
  ),
)

// Content rules (an e-mail's form, an OTP's digits) are the server's: it answers with a message the user can read.
// Here only the shape and sane bounds, so a request is never dropped for what the user typed.
const text = z.string().check(z.maxLength(4096))
const email = z.string().check(z.minLength(1), z.maxLength(320))
const otp = z.string().check(z.minLength(1), z.maxLength(32))
const url = z.string().check(z.maxLength(8192))

const metadata = z.object({
  name: text,
  description: text,
  url,
  icons: z.array(url),
})

/**
 * Every app → frame request: its payload and its `_SUCCESS` payload (behaviour.md §7.4). Each request is answered
 * by `<NAME>_SUCCESS` or `<NAME>_ERROR { message }` with its id.
 */
export const frameRequests = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId: frameChainId, rpcUrl: z.optional(url) }),
    success: z.object({ chainId: frameChainId }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: none, success: none },
  CONNECT_OTP: { payload: z.object({ otp }), success: none },
  CONNECT_SOCIAL: {
    payload: z.object({
      /** The popup's answer: the provider's redirect to the secure site's callback. */
      uri: z.optional(url),
      /**
       * Latch's redirect mode: the one-time code the app page came back with (`?latch_social=`), which the
       * secure site redeems for the provider's answer it stands for.
       */
      redirectCode: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      preferredAccountType: z.optional(accountType),
      chainId: z.optional(frameChainId),
      siwxMessage: z.optional(z.unknown()),
      rpcUrl: z.optional(url),
    }),
    success: z.extend(frameUser, { userName: z.optional(z.nullable(z.string())) }),
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({
      provider: z.string().check(z.minLength(1), z.maxLength(64)),
      /** Latch's redirect mode: the app page the provider's answer comes back to (no popup). */
      returnUrl: z.optional(url),
    }),
    success: z.object({ uri: url }),
  },
  GET_FARCASTER_URI: { payload: none, success: z.object({ url }) },
  CONNECT_FARCASTER: { payload: none, success: z.object({ userName: z.string() }) },
  GET_USER: {
    payload: z.optional(
      z.object({
        chainId: z.optional(frameChainId),
        preferredAccountType: z.optional(accountType),
        socialUri: z.optional(url),
        siwxMessage: z.optional(z.unknown()),
        rpcUrl: z.optional(url),
      }),
    ),
    success: frameUser,
  },
  SIGN_OUT: { payload: none, success: none },
  GET_CHAIN_ID: { payload: none, success: z.object({ chainId: frameChainId }) },
  IS_CONNECTED: { payload: none, success: z.object({ isConnected: z.boolean() }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: none,
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: {
    payload: none,
    success: z.object({ address: z.string(), isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountType }),
    success: z.object({ type: accountType, address: z.string() }),
  },
  RPC_REQUEST: {
    payload: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.unknown()),
      chainId: z.optional(frameChainId),
      chainNamespace: z.optional(z.string()),
      rpcUrl: z.optional(url),
    }),
    // The JSON-RPC result, whatever its method returns.
    success: z.unknown(),
  },
  // Latch's addition: the id of the RPC_REQUEST to abort (the reference aborts whatever runs; so does no id).
  RPC_ABORT: {
    payload: z.optional(z.object({ id: z.optional(z.string().check(z.maxLength(128))) })),
    success: none,
  },
  UPDATE_EMAIL: {
    payload: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: z.object({ otp }), success: none },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.object({ otp }),
    success: z.object({ newEmail: z.string() }),
  },
  SYNC_THEME: {
    payload: z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
    success: none,
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      metadata: z.optional(metadata),
      sdkVersion: z.optional(z.string()),
      sdkType: z.optional(z.string()),
      projectId: z.string().check(z.minLength(1), z.maxLength(128)),
      /**
       * The app's language (behaviour.md §20): `'auto'` (the secure site reads the same browser's languages) or a
       * BCP 47 tag; sent again when the app changes it.
       */
      locale: z.optional(z.string().check(z.minLength(2), z.maxLength(35))),
    }),
    success: none,
  },
  RELOAD: { payload: none, success: none },
  /**
   * Latch's own: the secure site shows its key-export screen (over the modal, like an approval): a fresh code to
   * the user's e-mail, then the private key of the namespace's account (EVM when none is named), shown there and
   * nowhere else. Succeeds when the user is done.
   */
  EXPORT_PRIVATE_KEY: {
    payload: z.optional(
      z.object({ chainNamespace: z.optional(z.string().check(z.maxLength(32))) }),
    ),
    success: none,
  },
  /**
   * Latch's own: the secure site shows its passkey screen (over the modal, like an approval), and its button runs
   * the WebAuthn ceremony in the secure site's origin, the relying party (behaviour.md §11.7): `create` makes a
   * new passkey and wallet, `get` signs in with one. Succeeds with the user, as CONNECT_SOCIAL does.
   */
  CONNECT_PASSKEY: {
    payload: z.object({
      mode: z.enum(['create', 'get']),
      chainId: z.optional(frameChainId),
    }),
    success: frameUser,
  },
  /** Latch's own: the signed-in user adds a passkey, on the same secure-site screen. */
  ADD_PASSKEY: { payload: none, success: none },
  /** Latch's own: ends every session of the signed-in user, on every device (behaviour.md §11.8). */
  SIGN_OUT_EVERYWHERE: { payload: none, success: none },
} as const

export type FrameRequests = typeof frameRequests
export type FrameRequestName = keyof FrameRequests
/** What the app sends with `name`. */
export type FrameRequestPayload<name extends FrameRequestName> = z.output<
  FrameRequests[name]['payload']
>
/** What the frame answers to `name` with `<name>_SUCCESS`. */
export type FrameSuccessPayload<name extends FrameRequestName> = z.output<
  FrameRequests[name]['success']
>

export const frameRequestNames = Object.keys(frameRequests) as FrameRequestName[]

export function isFrameRequestName(name: string): name is FrameRequestName {
  return Object.hasOwn(frameRequests, name)
}
