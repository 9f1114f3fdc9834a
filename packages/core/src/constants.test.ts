import { describe, expect, it } from 'vitest'
import * as constants from './constants'

// Each figure as behaviour.md §2, §4 and §9 state it, so a changed constant turns this red.
describe('constants', () => {
  it('hold the spec figures', () => {
    expect(constants).toMatchObject({
      RECENT_WALLETS_LIMIT: 2,
      BALANCE_DISPLAY_DECIMALS: 3,
      TOTAL_DISPLAY_DECIMALS: 2,
      MODAL_WIDTH_PX: 360,
      DEFAULT_CAIP_NETWORK_ID: 'eip155:1',
      BALANCE_RETRY_BLOCK_MS: 1_000,
      PORTFOLIO_CACHE_MS: 30_000,
      NATIVE_BALANCE_CACHE_MS: 30_000,
      IDENTITY_CACHE_MS: 5 * 60_000,
      NAMES_CACHE_MS: 5 * 60_000,
      HISTORY_CACHE_MS: 15_000,
      TOAST_REPLACE_DELAY_MS: 150,
      SHAKE_MS: 500,
      ANIMATION_MS: { quick: 120, modal: 150, view: 150 },
      IMAGE_PRELOAD_TIMEOUT_MS: 2_000,
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
      EMAIL_DISPLAY_MAX_LENGTH: 30,
      PAIRING_TTL_MS: 4 * 60_000,
      PAIRING_EXPIRY_MARGIN_MS: 10_000,
      PENDING_TRANSACTION_POLL_MS: 30_000,
      TRANSACTION_CONFIRM_TIMEOUT_MS: 25_000,
      POPUP_WIDTH_PX: 600,
      POPUP_HEIGHT_PX: 800,
      FRAME_READY_DELAY_MS: 500,
      FRAME_LOAD_TIMEOUT_MS: 20_000,
      CONNECT_REQUEST_TIMEOUT_MS: 120_000,
      SIGN_OUT_WAIT_MS: 3_000,
      SECURE_SITE_SDK_VERSION: 4,
      DEFAULT_LOG_LEVEL: 'error',
      NAME_MIN_LENGTH: 4,
      COIN_TYPE_FLAG: 2 ** 31,
      BITCOIN_PAYMENT_ACCOUNT_INDEX: 0,
      BITCOIN_ORDINAL_ACCOUNT_INDEX: 1,
      DEFAULT_ONRAMP_LIMITS: {
        card: { min: '10.00', max: '7500.00' },
        bankAccount: { min: '10.00', max: '25000.00' },
      },
      DEFAULT_ONRAMP_PAYMENT_CURRENCIES: ['USD', 'EUR'],
      DEFAULT_ONRAMP_PURCHASE_CURRENCIES: ['USDC', 'ETH'],
    })
  })
})
