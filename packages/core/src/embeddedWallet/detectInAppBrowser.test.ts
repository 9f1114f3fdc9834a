import { describe, expect, it } from 'vitest'
import { detectInAppBrowser } from './detectInAppBrowser'

// User agents as these browsers send them.
const ua = {
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  webviewIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  webviewAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  metamaskAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
  coinbaseIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 CoinbaseBrowser/29.0',
  warpcastIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Warpcast/1.0',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 356.0.0.41.101',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
}

const detect = (userAgent: string, window: object = {}, hash = '') =>
  detectInAppBrowser({ userAgent, window, hash })

describe('detectInAppBrowser', () => {
  it('says nothing of a browser of its own', () => {
    for (const userAgent of [
      ua.safariIos,
      ua.chromeIos,
      ua.chromeAndroid,
      ua.chromeDesktop,
      ua.macSafari,
    ])
      expect(detect(userAgent), userAgent).toBeUndefined()
    expect(detectInAppBrowser(undefined)).toBeUndefined()
  })

  it("names wallets' and Farcaster clients' browsers, social apps, and other webviews", () => {
    expect(detect(ua.metamaskAndroid)?.app).toBe('metamask')
    expect(detect(ua.coinbaseIos)?.app).toBe('coinbase')
    expect(detect(ua.warpcastIos)?.app).toBe('farcaster')
    expect(detect(ua.instagramIos)?.app).toBe('instagram')
    expect(detect(ua.webviewIos)).toEqual({ app: undefined, telegram: undefined })
    expect(detect(ua.webviewAndroid)).toEqual({ app: undefined, telegram: undefined })
  })

  it("finds Telegram by its webview objects or a Mini App's launch parameters, with §2.10's platform", () => {
    // Telegram's in-app browser: its bridge object, the platform from the user agent.
    expect(detect(ua.safariIos, { TelegramWebviewProxy: {} })).toEqual({
      app: 'telegram',
      telegram: 'ios',
    })
    expect(detect(ua.chromeAndroid, { TelegramWebview: {} })?.telegram).toBe('android')
    // A Mini App: Telegram's own platform names, from WebApp or the launch fragment.
    expect(detect(ua.macSafari, { Telegram: { WebApp: { platform: 'macos' } } })?.telegram).toBe(
      'macos',
    )
    expect(
      detect(ua.chromeAndroid, {}, '#tgWebAppData=x&tgWebAppPlatform=android_x')?.telegram,
    ).toBe('android')
    expect(detect(ua.chromeDesktop, {}, '#tgWebAppPlatform=tdesktop')?.telegram).toBe('web')
    // telegram-web-app.js loaded outside Telegram says "unknown": not Telegram.
    expect(
      detect(ua.chromeDesktop, { Telegram: { WebApp: { platform: 'unknown' } } }),
    ).toBeUndefined()
  })
})
