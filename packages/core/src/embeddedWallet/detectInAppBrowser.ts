import InAppSpy from 'inapp-spy'
import type { TelegramPlatform } from '../auth/socialProviders'

/** The page runs inside an app's own browser (a webview), not a browser of its own. */
export type InAppBrowser = {
  /** The app, where its user agent or its page objects name it ('telegram', 'instagram', 'metamask', …). */
  app: string | undefined
  /** Inside Telegram, the platform it runs on (behaviour.md §2.10). */
  telegram: TelegramPlatform | undefined
}

/**
 * Wallets' and Farcaster clients' own browsers, by the token each adds to its user agent; inapp-spy knows the
 * social and messaging apps, and webviews in general (an iOS page without `Safari/`, Android's `wv`).
 */
const appTokens: readonly [string, RegExp][] = [
  ['metamask', /\bMetaMaskMobile\b/i],
  ['coinbase', /\bCoinbase(Wallet|Browser)\b/i],
  ['trust', /\bTrust\/|\bTrustWallet\b/i],
  ['rainbow', /\bRainbow\b/i],
  ['okx', /\bOKApp\b/i],
  ['phantom', /\bPhantom\b/i],
  ['zerion', /\bZerion\b/i],
  ['bitget', /\bBitKeep\b|\bBitget\b/i],
  ['imtoken', /\bimToken\b/i],
  ['tokenpocket', /\bTokenPocket\b/i],
  ['farcaster', /\bWarpcast\b|\bFarcaster\b/i],
]

/** Telegram's own names for its clients (WebApp.platform, `tgWebAppPlatform`) as §2.10's platforms. */
const telegramPlatforms: Record<string, TelegramPlatform> = {
  ios: 'ios',
  android: 'android',
  android_x: 'android',
  macos: 'macos',
  tdesktop: 'web',
  weba: 'web',
  webk: 'web',
  web: 'web',
  unigram: 'web',
}

type Environment = {
  userAgent: string
  /** The page's global object: Telegram's webview and Mini App objects are looked for on it. */
  window: object
  /** The page's address fragment, where Telegram passes a Mini App its launch parameters. */
  hash: string
}

const pageEnvironment = (): Environment | undefined =>
  typeof navigator === 'undefined' || typeof location === 'undefined'
    ? undefined
    : { userAgent: navigator.userAgent, window: globalThis, hash: location.hash }

/**
 * Whether the page runs in an in-app browser, where a popup opens nowhere or never reports back (behaviour.md
 * §11.3): Telegram (its webview objects, or a Mini App's launch parameters), wallets' and Farcaster clients' own
 * browsers, and other apps' webviews. Undefined in a browser of its own, and outside a page.
 */
export function detectInAppBrowser(
  environment: Environment | undefined = pageEnvironment(),
): InAppBrowser | undefined {
  if (!environment) return undefined
  const { userAgent } = environment
  const telegram = telegramPlatform(environment)
  if (telegram) return { app: 'telegram', telegram }
  const named = appTokens.find(([, token]) => token.test(userAgent))?.[0]
  if (named) return { app: named, telegram: undefined }
  const { isInApp, appKey } = InAppSpy({ ua: userAgent })
  return isInApp ? { app: appKey, telegram: undefined } : undefined
}

function telegramPlatform({ userAgent, window, hash }: Environment): TelegramPlatform | undefined {
  const page = window as {
    Telegram?: { WebApp?: { platform?: unknown } }
    TelegramWebview?: unknown
    TelegramWebviewProxy?: unknown
    TelegramWebviewProxyProto?: unknown
  }
  const launched = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppPlatform')
  const said = page.Telegram?.WebApp?.platform ?? launched
  const inTelegram =
    (typeof said === 'string' && said !== '' && said !== 'unknown') ||
    'TelegramWebview' in page ||
    'TelegramWebviewProxy' in page ||
    'TelegramWebviewProxyProto' in page
  if (!inTelegram) return undefined
  if (typeof said === 'string' && telegramPlatforms[said]) return telegramPlatforms[said]
  // Telegram's in-app browser (a link opened in a chat) says nothing of its platform: its user agent does.
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh/.test(userAgent)) return 'macos'
  return 'other'
}
