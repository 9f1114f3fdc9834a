/**
 * The business constants of behaviour.md §2, §4 and §9, in one place a reader can scan.
 * Durations are milliseconds.
 */

/** Recent wallets kept in local storage. */
export const RECENT_WALLETS_LIMIT = 2
/** Fraction digits of a balance. */
export const BALANCE_DISPLAY_DECIMALS = 3
/** Fraction digits of a total (portfolio value). */
export const TOTAL_DISPLAY_DECIMALS = 2
/** The modal's width. */
export const MODAL_WIDTH_PX = 360
/** The network used when nothing else says which. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'

/** A failed balance fetch blocks the next one this long. */
export const BALANCE_RETRY_BLOCK_MS = 1_000
/** Portfolio (token balances) cache. */
export const PORTFOLIO_CACHE_MS = 30_000
/** Native balance cache. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** Identity (name and avatar) cache. */
export const IDENTITY_CACHE_MS = 300_000
/** Transaction history cache (the first page; later pages are never cached). */
export const HISTORY_CACHE_MS = 15_000
/** Name-service (ENS and chain names) cache. */
export const NAMES_CACHE_MS = 300_000

/** Replacing an open toast waits this long. */
export const TOAST_REPLACE_DELAY_MS = 150
/** A toast hides itself after this long; a success toast, which asks nothing of the visitor, sooner. */
export const TOAST_DURATION_MS = { success: 2_500, other: 4_000 } as const
/** Shake animation of an invalid field. */
export const SHAKE_MS = 500
/** Animation durations: quick, modal, view change. */
export const ANIMATION_MS = { quick: 120, modal: 150, view: 150 } as const
/** An image that has not loaded in this time is shown as its fallback. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** E-mail login: a new code can be requested after this long. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** E-mails longer than this are cut with an ellipsis. */
export const EMAIL_DISPLAY_MAX_LENGTH = 30

/** A WalletConnect pairing URI is valid this long. */
export const PAIRING_TTL_MS = 240_000
/** A pairing counts as expired when this little time is left. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** Pending-transaction polling interval (the watcher is off by default). */
export const PENDING_TRANSACTION_POLL_MS = 30_000
/** Waiting for a transaction's confirmation gives up after this long. */
export const TRANSACTION_CONFIRM_TIMEOUT_MS = 25_000

/** Social login popup size. */
export const POPUP_WIDTH_PX = 600
export const POPUP_HEIGHT_PX = 800

/** Embedded-wallet frame: delay before it counts as ready. */
export const FRAME_READY_DELAY_MS = 500
/** Embedded-wallet frame: load timeout (iframe_load_failed). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Embedded-wallet frame: connect requests time out (iframe_request_timeout). */
export const CONNECT_REQUEST_TIMEOUT_MS = 120_000
/** Sign-out waits at most this long for the frame. */
export const SIGN_OUT_WAIT_MS = 3_000
/** Protocol version the secure site speaks. */
export const SECURE_SITE_SDK_VERSION = 4
/** Default log level. */
export const DEFAULT_LOG_LEVEL = 'error'

/** Names: the minimum label length. */
export const NAME_MIN_LENGTH = 4
/** Chain-name-service coin type flag (ENSIP-11): coin type = flag OR chain id. */
export const COIN_TYPE_FLAG = 0x80000000

/** Bitcoin account indexes. */
export const BITCOIN_PAYMENT_ACCOUNT_INDEX = 0
export const BITCOIN_ORDINAL_ACCOUNT_INDEX = 1

/** Default on-ramp payment limits (USD and EUR), as decimal strings. */
export const DEFAULT_ONRAMP_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const
/** Currencies the default on-ramp limits apply to. */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
/** Default on-ramp purchase currencies. */
export const DEFAULT_ONRAMP_PURCHASE_CURRENCIES = ['USDC', 'ETH'] as const
