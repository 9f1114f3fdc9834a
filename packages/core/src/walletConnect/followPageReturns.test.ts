import { describe, expect, it } from 'vitest'
import { followPageReturns } from './followPageReturns'

function pageOf(visibilityState: string) {
  const document = Object.assign(new EventTarget(), { visibilityState })
  const window = new EventTarget()
  const show = (state: string) => {
    document.visibilityState = state
    document.dispatchEvent(new Event('visibilitychange'))
  }
  const pageshow = (persisted: boolean) =>
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }))
  return { page: { document, window }, show, pageshow }
}

describe('followPageReturns (behaviour.md §10.7)', () => {
  it('tells each return: shown after hidden, restored from the back-forward cache, back online', () => {
    const { page, show, pageshow } = pageOf('visible')
    let returns = 0
    const stop = followPageReturns(() => returns++, page)
    // Shown while never hidden: not a return.
    show('visible')
    expect(returns).toBe(0)
    show('hidden')
    expect(returns).toBe(0)
    show('visible')
    expect(returns).toBe(1)
    show('visible')
    expect(returns).toBe(1)
    // A first load's pageshow is not a return; a restored page's is.
    pageshow(false)
    expect(returns).toBe(1)
    pageshow(true)
    expect(returns).toBe(2)
    page.window.dispatchEvent(new Event('online'))
    expect(returns).toBe(3)

    stop()
    show('hidden')
    show('visible')
    pageshow(true)
    expect(returns).toBe(3)
  })

  it('counts a page that starts hidden (opened behind the wallet) as away', () => {
    const { page, show } = pageOf('hidden')
    let returns = 0
    followPageReturns(() => returns++, page)
    show('visible')
    expect(returns).toBe(1)
  })
})
