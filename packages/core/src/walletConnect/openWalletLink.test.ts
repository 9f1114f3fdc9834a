import { describe, expect, it } from 'vitest'
import { type LinkWindow, openWalletLink } from './openWalletLink'

const universal = 'https://rnbwapp.com/wc?uri=wc%3Aabc'
const scheme = 'rainbow://wc?uri=wc%3Aabc'

/** A page that records what each method was asked to open; `open` answers a window unless refused. */
function pageOf(parts: Partial<LinkWindow> & { refuses?: boolean } = {}) {
  const calls: string[] = []
  const opened = { opener: 'the app page' as unknown }
  const page: LinkWindow = {
    open: (url, target) => {
      calls.push(`open ${target} ${url}`)
      return parts.refuses ? null : opened
    },
    location: { assign: (url) => void calls.push(`assign ${url}`) },
    ...parts,
  }
  return { page, calls, opened }
}

describe('openWalletLink (behaviour.md §10.6)', () => {
  it("goes through a Telegram Mini App's openLink for a web link, leaving the Mini App in place", () => {
    const links: string[] = []
    const { page, calls } = pageOf({
      Telegram: { WebApp: { openLink: (url: string) => links.push(url) } },
    })
    openWalletLink(universal, page)
    openWalletLink('http://localhost:5174/wc?uri=x', page)
    expect(links).toEqual([universal, 'http://localhost:5174/wc?uri=x'])
    expect(calls).toEqual([])
  })

  it("hands a scheme openLink cannot take, and any link in Telegram's in-app browser, to a new window", () => {
    const miniApp = pageOf({ Telegram: { WebApp: { openLink: () => {} } } })
    openWalletLink(scheme, miniApp.page)
    expect(miniApp.calls).toEqual([`open _blank ${scheme}`])
    // What opened cannot navigate the app's page.
    expect(miniApp.opened.opener).toBeNull()

    const chat = pageOf({ TelegramWebviewProxy: { postEvent() {} } })
    openWalletLink(universal, chat.page)
    expect(chat.calls).toEqual([`open _blank ${universal}`])
  })

  it('navigates the tab itself when the window is refused, and everywhere else', () => {
    const refused = pageOf({ TelegramWebviewProxy: {}, refuses: true })
    openWalletLink(universal, refused.page)
    expect(refused.calls).toEqual([`open _blank ${universal}`, `assign ${universal}`])

    const browser = pageOf()
    openWalletLink(universal, browser.page)
    openWalletLink(scheme, browser.page)
    expect(browser.calls).toEqual([`assign ${universal}`, `assign ${scheme}`])
  })

  it('leaves a frame through the top window', () => {
    const framed = pageOf({ top: {}, self: {} })
    openWalletLink(universal, framed.page)
    expect(framed.calls).toEqual([`open _top ${universal}`])
    // Not a new window: nothing to cut from the page.
    expect(framed.opened.opener).toBe('the app page')
  })

  it('does nothing outside a page', () => {
    expect(() => openWalletLink(universal, undefined)).not.toThrow()
  })
})
