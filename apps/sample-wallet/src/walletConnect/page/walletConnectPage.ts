import { createWalletConnectWallet, type WalletConnectWallet } from '../createWalletConnectWallet'

// wc.html: paste a dapp's `wc:` URI, approve or reject the session and each request, switch chains,
// disconnect. The relay and project come from the address (?relay=…&projectId=…), the dev stack's by default.
// Dapp-supplied text is only ever set as text, never as markup.
const search = new URLSearchParams(location.search)
const relayUrl = search.get('relay') ?? 'ws://localhost:8787/relay'
const projectId = search.get('projectId') ?? 'latch-demo'
const root = document.getElementById('app') as HTMLElement

type Child = Node | string
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [key, value] of Object.entries(props))
    if (key.startsWith('aria-') || key === 'role' || key === 'for')
      node.setAttribute(key, String(value))
    else Object.assign(node, { [key]: value })
  node.append(...children)
  return node
}

const status = el('p', { role: 'status', 'aria-live': 'polite' })
const say = (text: string, error = false) => {
  status.textContent = text
  status.className = error ? 'error' : ''
}
const attempt = (work: () => Promise<unknown>, done: string) =>
  work().then(
    () => say(done),
    (error: Error) => say(error.message || String(error), true),
  )

root.append(el('h1', {}, 'Latch sample wallet: WalletConnect'), status)
say('Connecting…')

const wallet: WalletConnectWallet = await createWalletConnectWallet({
  relayUrl,
  projectId,
  persist: true,
}).catch((error: Error) => {
  say(`Could not start: ${error.message}`, true)
  throw error
})
say('Ready: paste a WalletConnect URI.')

const uriInput = el('textarea', { id: 'wc-uri', rows: 3, placeholder: 'wc:…@2?…' })
// Opened by a dapp's link on a phone (its universal link, `/wc?uri=…`): the pairing is there, to pair with a tap.
uriInput.value = search.get('uri') ?? ''
const pairForm = el(
  'form',
  {},
  el('label', { for: 'wc-uri' }, 'WalletConnect URI'),
  uriInput,
  el('button', { type: 'submit' }, 'Pair'),
)
pairForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const uri = uriInput.value.trim()
  void attempt(() => wallet.pair(uri), 'Paired: waiting for the session proposal.').then(() => {
    uriInput.value = ''
  })
})

const chainSelect = el(
  'select',
  { id: 'wc-chain' },
  ...wallet.chainIds.map((id) => el('option', { value: String(id) }, `Chain ${id}`)),
)
const switchButton = el('button', { type: 'button' }, 'Switch chain')
switchButton.addEventListener('click', () => {
  const chainId = Number(chainSelect.value)
  void attempt(() => wallet.switchChain(chainId), `Switched to chain ${chainId}.`)
})

const proposalList = el('ul', { 'aria-label': 'Session proposals' })
const requestList = el('ul', { 'aria-label': 'Requests' })
const sessionList = el('ul', { 'aria-label': 'Sessions' })
const chainLine = el('p')

root.append(
  el('p', {}, 'Account ', el('code', {}, wallet.address)),
  el('p', {}, 'Solana account ', el('code', {}, wallet.solanaAddress)),
  el(
    'p',
    {},
    'Bitcoin payment account ',
    el('code', {}, wallet.bitcoinAddress),
    ', ordinal account ',
    el('code', {}, wallet.bitcoinOrdinalAddress),
  ),
  pairForm,
  el(
    'section',
    { 'aria-labelledby': 'wc-chain-heading' },
    el('h2', { id: 'wc-chain-heading' }, 'Chain'),
    chainLine,
    el('label', { for: 'wc-chain' }, 'Switch to'),
    chainSelect,
    switchButton,
  ),
  el(
    'section',
    { 'aria-labelledby': 'wc-proposals-heading' },
    el('h2', { id: 'wc-proposals-heading' }, 'Session proposals'),
    proposalList,
  ),
  el(
    'section',
    { 'aria-labelledby': 'wc-requests-heading' },
    el('h2', { id: 'wc-requests-heading' }, 'Requests'),
    requestList,
  ),
  el(
    'section',
    { 'aria-labelledby': 'wc-sessions-heading' },
    el('h2', { id: 'wc-sessions-heading' }, 'Sessions'),
    sessionList,
  ),
)

const button = (label: string, accessibleName: string, onClick: () => void) => {
  const node = el('button', { type: 'button', 'aria-label': accessibleName }, label)
  node.addEventListener('click', onClick)
  return node
}
const empty = (text: string) => el('li', {}, text)

function render() {
  chainLine.textContent = `Current chain: ${wallet.chainId}`
  chainSelect.value = String(wallet.chainId)
  proposalList.replaceChildren(
    ...(wallet.pendingProposals().length ? [] : [empty('None')]),
    ...wallet.pendingProposals().map((proposal) =>
      el(
        'li',
        {},
        el('strong', {}, proposal.dapp.name),
        ` (${proposal.dapp.url}) asks for ${proposal.chains.join(', ') || 'no chain'}`,
        el('br'),
        button('Approve', `Approve session for ${proposal.dapp.name}`, () => {
          void attempt(() => proposal.approve(), `Connected to ${proposal.dapp.name}.`)
        }),
        button('Reject', `Reject session for ${proposal.dapp.name}`, () => {
          void attempt(() => proposal.reject(), 'Session rejected.')
        }),
      ),
    ),
  )
  requestList.replaceChildren(
    ...(wallet.pendingRequests().length ? [] : [empty('None')]),
    ...wallet.pendingRequests().map((request) =>
      el(
        'li',
        {},
        el('strong', {}, request.method),
        ` from ${request.dapp.name} on chain ${request.chainId}`,
        el('pre', {}, JSON.stringify(request.params, null, 2)),
        button('Approve', `Approve ${request.method}`, () => {
          void attempt(() => request.approve(), `${request.method} approved.`)
        }),
        button('Reject', `Reject ${request.method}`, () => {
          void attempt(() => request.reject(), `${request.method} rejected.`)
        }),
      ),
    ),
  )
  const sessions = wallet.sessions()
  sessionList.replaceChildren(
    ...(sessions.length ? [] : [empty('None')]),
    ...sessions.map((session) =>
      el(
        'li',
        {},
        el('strong', {}, session.dapp.name),
        ` (${session.dapp.url}) on ${session.chains.join(', ')}`,
        el('br'),
        button('Disconnect', `Disconnect ${session.dapp.name}`, () => {
          void attempt(() => wallet.disconnect(session.topic), 'Disconnected.')
        }),
      ),
    ),
  )
}
wallet.subscribe(render)
render()
