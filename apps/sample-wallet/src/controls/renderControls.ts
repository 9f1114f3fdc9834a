import type { SampleProvider } from '../createSampleProvider'
import type { WalletState } from '../walletState'
import { controlsCss, narrowMedia } from './controlsCss'

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}

function checkbox(label: string, checked: boolean, onChange: (checked: boolean) => void) {
  const input = element('input', { type: 'checkbox', checked })
  input.addEventListener('change', () => onChange(input.checked))
  return { input, label: element('label', {}, [input, label]) }
}

function statusText(address: string, state: WalletState) {
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  return `${short} · chain ${state.chainId} · ${state.authorized ? 'connected to this page' : 'not connected'}`
}

function solanaStatusText(address: string, state: WalletState) {
  const short = `${address.slice(0, 4)}…${address.slice(-4)}`
  return `Solana ${short} · ${state.solanaAuthorized ? 'connected to this page' : 'not connected'}`
}

// The address only once connected: reading it derives the Bitcoin key, which waits for the side's first use.
function bitcoinStatusText(address: () => string, state: WalletState) {
  if (!state.bitcoinAuthorized) return 'Bitcoin · not connected'
  const short = `${address().slice(0, 6)}…${address().slice(-4)}`
  return `Bitcoin ${short} · connected to this page`
}

/**
 * The wallet's control panel (what an extension popup would offer), plain DOM in a shadow root: approve or
 * reject requests, answer 4902 for chains not added, move to another chain, reset; the EVM account's status and,
 * given their addresses, the Solana and Bitcoin (payment, read once connected) sides'. Returns its removal.
 */
export function renderControls(
  provider: SampleProvider,
  name: string,
  solanaAddress?: string,
  bitcoinAddress?: () => string,
): () => void {
  const { controls } = provider
  const host = element('div')
  host.dataset.latchSampleWallet = ''
  const root = host.attachShadow({ mode: 'open' })
  const state = controls.getState()

  const reject = checkbox('Reject requests', state.rejectRequests, controls.setRejectRequests)
  const answer4902 = checkbox(
    'Answer 4902 for chains not added',
    state.answer4902,
    controls.setAnswer4902,
  )
  const chainInput = element('input', { type: 'number', min: '1', id: 'chain-id' })
  const move = element('button', { type: 'button', textContent: 'Move wallet to chain' })
  move.addEventListener('click', () => {
    const chainId = Number(chainInput.value)
    if (Number.isSafeInteger(chainId) && chainId > 0) controls.moveToChain(chainId)
    else chainInput.focus()
  })
  const reset = element('button', {
    type: 'button',
    className: 'secondary',
    textContent: 'Reset wallet',
  })
  reset.addEventListener('click', () => controls.reset())
  const status = element('p', { className: 'status' })
  status.setAttribute('aria-live', 'polite')
  status.textContent = statusText(controls.address, state)
  const solanaStatus = element('p', { className: 'status solana' })
  solanaStatus.setAttribute('aria-live', 'polite')
  if (solanaAddress) solanaStatus.textContent = solanaStatusText(solanaAddress, state)
  const bitcoinStatus = element('p', { className: 'status bitcoin' })
  bitcoinStatus.setAttribute('aria-live', 'polite')
  if (bitcoinAddress) bitcoinStatus.textContent = bitcoinStatusText(bitcoinAddress, state)

  const heading = element('h2', { id: 'title', textContent: name })
  // On a phone the panel starts folded to its name, under the modal: a bottom sheet is as wide as the screen.
  const details = element('details', { open: !matchMedia(narrowMedia).matches }, [
    element('summary', {}, [heading]),
    element('p', { className: 'note', textContent: 'Development wallet: test keys only' }),
    reject.label,
    answer4902.label,
    element('label', { htmlFor: 'chain-id' }, ['Chain id']),
    chainInput,
    element('div', { className: 'row' }, [move, reset]),
    status,
    ...(solanaAddress ? [solanaStatus] : []),
    ...(bitcoinAddress ? [bitcoinStatus] : []),
  ])
  const section = element('section', {}, [details])
  section.setAttribute('role', 'region')
  section.setAttribute('aria-label', 'Sample wallet controls')
  root.append(element('style', { textContent: controlsCss }), section)
  document.body.append(host)

  const unsubscribe = controls.subscribe((next) => {
    reject.input.checked = next.rejectRequests
    answer4902.input.checked = next.answer4902
    status.textContent = statusText(controls.address, next)
    if (solanaAddress) solanaStatus.textContent = solanaStatusText(solanaAddress, next)
    if (bitcoinAddress) bitcoinStatus.textContent = bitcoinStatusText(bitcoinAddress, next)
  })
  return () => {
    unsubscribe()
    host.remove()
  }
}
