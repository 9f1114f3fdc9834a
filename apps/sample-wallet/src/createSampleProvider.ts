import { testSeed } from '@latch/devstack/testSeed'
import {
  bytesToHex,
  type Chain,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  isHex,
  numberToHex,
  type TransactionReceipt,
} from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import { asProviderError } from './asProviderError'
import { ProviderRpcError, providerErrorCodes } from './providerError'
import {
  addChainParams,
  getCallsStatusParams,
  getCapabilitiesParams,
  parseParams,
  personalSignParams,
  sendCallsParams,
  sendTransactionParams,
  signTypedDataParams,
  switchChainParams,
} from './requestParams'
import { atomicStatusOn, batchErrorCodes, sendLocalCalls } from './sendLocalCalls'
import { sendLocalTransaction } from './sendLocalTransaction'
import {
  initialWalletState,
  loadWalletState,
  memoryStorage,
  type StorageLike,
  type WalletState,
} from './walletState'

/** The public test mnemonic of the dev chains: this wallet never holds real funds. */
export { testMnemonic } from '@latch/devstack/testSeed'

export type SampleChain = { chainId: number; name: string; rpcUrl: string }

export const defaultSampleChains: readonly SampleChain[] = [
  { chainId: 31337, name: 'Latch Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Latch Local 2', rpcUrl: 'http://127.0.0.1:8546' },
]

export type SampleProviderOptions = {
  /** Account of the test mnemonic; #1 keeps exactly 10,000 ETH on a fresh dev chain. */
  accountIndex?: number
  /** Chains the wallet can reach. */
  chains?: readonly SampleChain[]
  /** Chains it knows without being asked to add them; the first is its home chain. */
  installedChainIds?: readonly number[]
  storage?: StorageLike
  storageKey?: string
}

type Listener = (value: unknown) => void
type RequestArguments = { method: string; params?: unknown }

const methodsNeedingApproval = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
])

/**
 * An EIP-1193 provider that behaves like a browser-extension wallet: it asks for approval (here: approves
 * unless "reject requests" is on), remembers the authorization and chain across reloads, signs locally with a
 * test key and forwards reads to the chain's RPC. No DOM, so it runs in Node tests too.
 */
export function createSampleProvider(options: SampleProviderOptions = {}) {
  // From the seed the page computes once for every side (EVM, Solana): PBKDF2 in JavaScript is a noticeable pause.
  const account = hdKeyToAccount(HDKey.fromMasterSeed(testSeed()), {
    addressIndex: options.accountIndex ?? 1,
  })
  const chains = options.chains ?? defaultSampleChains
  const installed = options.installedChainIds ?? [chains[0]?.chainId ?? 31337]
  const homeChainId = installed[0] ?? 31337
  const storage = options.storage ?? memoryStorage()
  const storageKey = options.storageKey ?? 'latch-sample-wallet'
  let state = loadWalletState(storage, storageKey, homeChainId)
  const listeners = new Map<string, Set<Listener>>()
  /** The batches sent for dapps (EIP-5792), by id: in memory, like an extension's until it restarts. */
  const batches = new Map<string, { chainId: number; atomic: boolean; hashes: Hex[] }>()
  const stateListeners = new Set<(state: WalletState) => void>()

  function setState(next: Partial<WalletState>) {
    state = { ...state, ...next }
    storage.setItem(storageKey, JSON.stringify(state))
    for (const listener of stateListeners) listener(state)
  }
  function emit(event: string, value: unknown) {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }

  const knows = (chainId: number) =>
    installed.includes(chainId) || state.addedChains.some((c) => c.chainId === chainId)
  function rpcUrlOf(chainId: number): string | undefined {
    return (
      state.addedChains.find((c) => c.chainId === chainId)?.rpcUrl ??
      chains.find((c) => c.chainId === chainId)?.rpcUrl
    )
  }
  function requireRpcUrl(chainId: number): string {
    const rpcUrl = rpcUrlOf(chainId)
    if (!rpcUrl)
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The wallet has no RPC for chain ${chainId}`,
      )
    return rpcUrl
  }
  function viemChain(chainId: number): Chain {
    const rpcUrl = requireRpcUrl(chainId)
    return defineChain({
      id: chainId,
      name: chains.find((c) => c.chainId === chainId)?.name ?? `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  }

  function switchTo(chainId: number) {
    if (state.chainId === chainId) return
    setState({ chainId })
    emit('chainChanged', numberToHex(chainId))
  }

  let rpcId = 0
  async function forward(method: string, params: unknown) {
    const rpcUrl = requireRpcUrl(state.chainId)
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      })
      body = await response.json()
    } catch {
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The wallet cannot reach chain ${state.chainId}`,
      )
    }
    if (body.error)
      throw new ProviderRpcError(
        typeof body.error.code === 'number' ? body.error.code : providerErrorCodes.internal,
        typeof body.error.message === 'string' ? body.error.message : 'Internal error',
        body.error.data,
      )
    return body.result
  }

  function requireAuthorized() {
    if (!state.authorized)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'The dapp is not authorized')
  }
  function requireOwnAddress(address: Hex) {
    if (address.toLowerCase() !== account.address.toLowerCase())
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
  }

  function authorize() {
    if (state.authorized) return
    setState({ authorized: true })
    emit('connect', { chainId: numberToHex(state.chainId) })
    emit('accountsChanged', [account.address])
  }
  function deauthorize() {
    if (!state.authorized) return
    setState({ authorized: false })
    emit('accountsChanged', [])
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    if (typeof method !== 'string')
      throw new ProviderRpcError(providerErrorCodes.invalidParams, 'Invalid request')
    const alreadyAuthorized =
      state.authorized &&
      (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions')
    if (methodsNeedingApproval.has(method) && !alreadyAuthorized && state.rejectRequests)
      throw new ProviderRpcError(providerErrorCodes.userRejected, 'User rejected the request.')

    switch (method) {
      case 'eth_requestAccounts':
        authorize()
        return [account.address]
      case 'eth_accounts':
        return state.authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_requestPermissions':
        authorize()
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return state.authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        deauthorize()
        return null
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = parseParams(method, switchChainParams, params)
        const reachable = chains.some((c) => c.chainId === chainId)
        if (!knows(chainId) && (state.answer4902 || !reachable))
          throw new ProviderRpcError(
            providerErrorCodes.unrecognizedChain,
            `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        switchTo(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId, rpcUrls }] = parseParams(method, addChainParams, params)
        const rpcUrl = rpcUrls?.[0] ?? rpcUrlOf(chainId)
        if (!rpcUrl)
          throw new ProviderRpcError(providerErrorCodes.invalidParams, 'rpcUrls is required')
        if (!knows(chainId)) setState({ addedChains: [...state.addedChains, { chainId, rpcUrl }] })
        // Like MetaMask: adding a chain also switches to it.
        switchTo(chainId)
        return null
      }
      case 'personal_sign': {
        requireAuthorized()
        const [message, address] = parseParams(method, personalSignParams, params)
        requireOwnAddress(address)
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        requireAuthorized()
        const [address, typedData] = parseParams(method, signTypedDataParams, params)
        requireOwnAddress(address)
        return asProviderError(() => account.signTypedData(typedData))
      }
      case 'eth_sendTransaction': {
        requireAuthorized()
        const [transaction] = parseParams(method, sendTransactionParams, params)
        if (transaction.from) requireOwnAddress(transaction.from)
        return sendLocalTransaction(account, viemChain(state.chainId), transaction)
      }
      case 'wallet_getCapabilities': {
        requireAuthorized()
        const [address, asked] = parseParams(method, getCapabilitiesParams, params)
        requireOwnAddress(address)
        const known = asked ?? chains.map((c) => c.chainId).filter((id) => knows(id))
        const answers = await Promise.all(
          known
            .filter((id) => rpcUrlOf(id))
            .map(async (id) => {
              const status = await atomicStatusOn(account.address, viemChain(id)).catch(
                () => undefined,
              )
              return status ? [[numberToHex(id), { atomic: { status } }]] : []
            }),
        )
        return Object.fromEntries(answers.flat())
      }
      case 'wallet_sendCalls': {
        requireAuthorized()
        const [batch] = parseParams(method, sendCallsParams, params)
        if (batch.from) requireOwnAddress(batch.from)
        if (batch.chainId !== undefined && batch.chainId !== state.chainId)
          throw new ProviderRpcError(5710, 'Unsupported chain id')
        const chainId = state.chainId
        const sent = await sendLocalCalls(account, viemChain(chainId), batch)
        const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
        batches.set(id, { chainId, ...sent })
        return { id }
      }
      case 'wallet_getCallsStatus': {
        requireAuthorized()
        const [id] = parseParams(method, getCallsStatusParams, params)
        const batch = batches.get(id)
        if (!batch) throw new ProviderRpcError(batchErrorCodes.unknownBundle, 'Unknown bundle id')
        const client = createPublicClient({ chain: viemChain(batch.chainId), transport: http() })
        const receipts = await Promise.all(
          batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
        )
        return {
          version: '2.0.0',
          id,
          chainId: numberToHex(batch.chainId),
          atomic: batch.atomic,
          status: callsStatusCode(receipts),
          receipts: receipts
            .filter((receipt) => receipt !== undefined)
            .map((receipt) => ({
              status: receipt.status === 'success' ? '0x1' : '0x0',
              transactionHash: receipt.transactionHash,
              blockHash: receipt.blockHash,
              blockNumber: numberToHex(receipt.blockNumber),
              gasUsed: numberToHex(receipt.gasUsed),
              logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            })),
        }
      }
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          `${method} is not supported`,
        )
      default:
        return forward(method, params)
    }
  }

  return {
    isLatchSampleWallet: true,
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return this
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return this
    },
    /** The wallet's own controls, as its extension popup would offer them. */
    controls: {
      address: account.address,
      getState: () => state,
      subscribe(listener: (state: WalletState) => void) {
        stateListeners.add(listener)
        return () => void stateListeners.delete(listener)
      },
      setRejectRequests: (rejectRequests: boolean) => setState({ rejectRequests }),
      setAnswer4902: (answer4902: boolean) => setState({ answer4902 }),
      /** The Solana side (Wallet Standard) keeps its authorization in the same saved state. */
      setSolanaAuthorized: (solanaAuthorized: boolean) => setState({ solanaAuthorized }),
      /** So does the Bitcoin side. */
      setBitcoinAuthorized: (bitcoinAuthorized: boolean) => setState({ bitcoinAuthorized }),
      /** The visitor switches chain inside the wallet, even to one it has no RPC for. */
      moveToChain(chainId: number) {
        if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError('Invalid chain id')
        switchTo(chainId)
      },
      /** Forget the dapp and added chains, back on the home chain. */
      reset() {
        const wasAuthorized = state.authorized
        const chainId = state.chainId
        setState(initialWalletState(homeChainId))
        if (chainId !== homeChainId) emit('chainChanged', numberToHex(homeChainId))
        if (wasAuthorized) emit('accountsChanged', [])
      },
    },
  }
}

export type SampleProvider = ReturnType<typeof createSampleProvider>

/** EIP-5792's status of a batch from its receipts: 100 while one is missing, 200 all succeeded, 500 all reverted, 600 some. */
function callsStatusCode(receipts: readonly (TransactionReceipt | undefined)[]) {
  if (receipts.some((receipt) => receipt === undefined)) return 100
  if (receipts.every((receipt) => receipt?.status === 'success')) return 200
  if (receipts.every((receipt) => receipt?.status === 'reverted')) return 500
  return 600
}
