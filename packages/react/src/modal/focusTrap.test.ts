// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { focusableElements, trapTab } from './focusTrap'

function dialogInShadowRoot() {
  const host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const dialog = document.createElement('div')
  dialog.tabIndex = -1
  dialog.innerHTML =
    '<button id="first">Close</button><button disabled>Off</button><a href="#x" id="middle">Link</a><button id="last">Go</button>'
  root.append(dialog)
  return { root, dialog }
}

const tab = (shiftKey = false) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focus trap', () => {
  it('lists enabled focusable elements in order', () => {
    const { dialog } = dialogInShadowRoot()
    expect(focusableElements(dialog).map((e) => e.id)).toEqual(['first', 'middle', 'last'])
  })

  it('wraps Tab from the last element to the first', () => {
    const { root, dialog } = dialogInShadowRoot()
    ;(root.getElementById('last') as HTMLElement).focus()
    const event = tab()
    trapTab(event, dialog)
    expect(event.defaultPrevented).toBe(true)
    expect(root.activeElement?.id).toBe('first')
  })

  it('wraps Shift+Tab from the first element, or the dialog itself, to the last', () => {
    const { root, dialog } = dialogInShadowRoot()
    dialog.focus()
    trapTab(tab(true), dialog)
    expect(root.activeElement?.id).toBe('last')
    ;(root.getElementById('first') as HTMLElement).focus()
    trapTab(tab(true), dialog)
    expect(root.activeElement?.id).toBe('last')
  })

  it('lets Tab move normally between inner elements', () => {
    const { root, dialog } = dialogInShadowRoot()
    ;(root.getElementById('first') as HTMLElement).focus()
    const event = tab()
    trapTab(event, dialog)
    expect(event.defaultPrevented).toBe(false)
  })
})
