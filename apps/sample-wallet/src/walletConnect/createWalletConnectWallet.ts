import { testSeed } from '@latch/devstack/testSeed'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { HDKey, hdKeyToAccount, privateKeyToAccount } from 'viem/accounts'
import { createBitcoinWallet } from '../bitcoin/createBitcoinWallet'
import { defaultSampleChains } from '../createSampleProvider'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import { parseParams, switchChainParams } from '../requestParams'
import { sampleWalletIcon } from '../sampleWalletIcon'
import { createSolanaWallet } from '../solana/createSolanaWallet'
import { initialWalletState } from '../walletState'
import { bitcoinRegtestChain } from './bitcoinChains'
import {
  bitcoinSessionEvents,
  bitcoinSessionMethods,
  handleBitcoinSessionRequest,
} from './handleBitcoinSessionRequest'
import { handleSessionRequest, signingMethods } from './handleSessionRequest'
import { handleSolanaSessionRequest, solanaSessionMethods } from './handleSolanaSessionRequest'
import { memoryKeyValueStorage } from './memoryKeyValueStorage'
import { sessionRequest } from './sessionRequest'
import { defaultSolanaRpcUrls, walletConnectSolanaChains } from './solanaChains'
import { type WalletConnectWalletOptions, walletOptions } from './walletOptions'

export type DappMetadata = { name: string; url: string; description: string; icons: string[] }

/** A session proposal waiting for the user: approve (every chain the wallet serves) or reject. */
export type PendingProposal = {
  id: number
  dapp: DappMetadata
  /** CAIP-2 chains the dapp asked for, required first. */
  chains: string[]
  approve(): Promise<WalletSession>
  reject(): Promise<void>
}

/** A dapp's request waiting for the user. `approve` resolves to what the dapp got, or throws what it got. */
export type PendingRequest = {
  id: number
  topic: string
  dapp: DappMetadata
  /** The EVM chain's number, or the Solana or Bitcoin chain's CAIP-2 id. */
  chainId: number | string
  method: string
  params: unknown
  approve(): Promise<unknown>
  reject(): Promise<void>
}

export type WalletSession = {
  topic: string
  dapp: DappMetadata
  chains: string[]
  accounts: string[]
}

const methods = [...signingMethods, 'wallet_switchEthereumChain']
const events = ['chainChanged', 'accountsChanged']
const solanaEvents = ['accountsChanged', 'chainChanged']

/**
 * The sample wallet's WalletConnect side (behaviour.md §10.4), for tests in Node and the wc.html page, on the
 * official wallet-side client (`@walletconnect/sign-client`): pairs
 * with a `wc:` URI over the given relay, holds proposals and requests until they are approved or rejected,
 * signs with a viem local account (test account #2 by default, so it differs from the injected sample
 * wallet's #1), sends transactions to the chain's RPC, switches chains and disconnects. Sessions that ask for
 * `solana` (behaviour.md §14) get its Solana account too (Solana test key #2 by default), whose requests the Solana
 * side's own signing answers (`createSolanaWallet`).
 */
export async function createWalletConnectWallet(options: WalletConnectWalletOptions) {
  const parsed = walletOptions.parse(options)
  const account: LocalAccount =
    parsed.account ??
    (parsed.privateKey
      ? privateKeyToAccount(parsed.privateKey as `0x${string}`)
      : hdKeyToAccount(HDKey.fromMasterSeed(testSeed()), { addressIndex: 2 }))
  const rpcUrls: Record<number, string> = parsed.rpcUrls
    ? Object.fromEntries(Object.entries(parsed.rpcUrls).map(([id, url]) => [Number(id), url]))
    : Object.fromEntries(defaultSampleChains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const chainIds = Object.keys(rpcUrls).map(Number)
  let chainId = parsed.chainId ?? chainIds[0] ?? 31337
  if (!rpcUrls[chainId]) throw new Error(`chainId ${chainId} is not one of rpcUrls`)

  // The Solana side, signing as the injected wallet's does; always authorized here: the session is the consent, and
  // each request waits for its own approve or reject.
  const solanaRpcUrls: Record<string, string> = Object.fromEntries(
    Object.entries(parsed.solanaRpcUrls ?? defaultSolanaRpcUrls).flatMap(([chain, url]) =>
      url ? [[chain, url]] : [],
    ),
  )
  const solanaChains = Object.keys(solanaRpcUrls)
  const solanaMethods: readonly string[] = parsed.solanaMethods ?? solanaSessionMethods
  const authorized = {
    ...initialWalletState(chainId),
    solanaAuthorized: true,
    bitcoinAuthorized: true,
  }
  const solana = createSolanaWallet({
    store: { getState: () => authorized, subscribe: () => () => {}, setSolanaAuthorized() {} },
    name: parsed.name ?? 'Latch Sample Wallet',
    icon: sampleWalletIcon,
    accountIndex: parsed.solanaAccountIndex ?? 2,
    rpcUrls: Object.fromEntries(
      Object.entries(solanaRpcUrls).flatMap(([chain, url]) => {
        const walletChain = walletConnectSolanaChains[chain]
        return walletChain ? [[walletChain, url]] : []
      }),
    ),
  })

  // Sessions that ask for `bip122` get its payment and ordinal accounts (Bitcoin test key #2 by default), whose
  // requests the Bitcoin side's own signing answers (`createBitcoinWallet`).
  const bitcoin = createBitcoinWallet({
    store: { getState: () => authorized, subscribe: () => () => {}, setBitcoinAuthorized() {} },
    name: parsed.name ?? 'Latch Sample Wallet',
    icon: sampleWalletIcon,
    keyIndex: parsed.bitcoinKeyIndex ?? 2,
  })
  const bitcoinChains = [bitcoinRegtestChain]

  const client = await SignClient.init({
    projectId: parsed.projectId,
    relayUrl: parsed.relayUrl,
    // A prefix of its own: the library shares one core per prefix in a process (globalThis).
    customStoragePrefix: `latch-sample-wallet-${parsed.persist ? 'page' : crypto.randomUUID()}`,
    ...(parsed.persist ? {} : { storage: memoryKeyValueStorage() }),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: parsed.name ?? 'Latch Sample Wallet',
      description: 'The Latch dev stack’s WalletConnect wallet: test keys only',
      url: 'https://github.com/latch/latch',
      icons: [],
    },
  })
  const activeSessions = () => client.session.getAll()

  const proposals: PendingProposal[] = []
  const requests: PendingRequest[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const settle = <T>(list: T[], item: T) => {
    list.splice(list.indexOf(item), 1)
    changed()
  }

  const caip = (id: number) => `eip155:${id}`
  const dappOf = (metadata: {
    name: string
    url: string
    description: string
    icons: string[]
  }) => ({
    name: metadata.name,
    url: metadata.url,
    description: metadata.description,
    icons: metadata.icons,
  })
  const toSession = (session: SessionTypes.Struct): WalletSession => ({
    topic: session.topic,
    dapp: dappOf(session.peer.metadata),
    chains: [
      ...(session.namespaces.eip155?.chains ?? []),
      ...(session.namespaces.solana?.chains ?? []),
      ...(session.namespaces.bip122?.chains ?? []),
    ],
    accounts: [
      ...(session.namespaces.eip155?.accounts ?? []),
      ...(session.namespaces.solana?.accounts ?? []),
      ...(session.namespaces.bip122?.accounts ?? []),
    ],
  })
  const sessions = () => activeSessions().map(toSession)

  client.on(
    'session_proposal',
    ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
      const asked = [
        ...Object.values(params.requiredNamespaces).flatMap((namespace) => namespace.chains ?? []),
        ...Object.values(params.optionalNamespaces).flatMap((namespace) => namespace.chains ?? []),
      ]
      const proposal: PendingProposal = {
        id,
        dapp: dappOf(params.proposer.metadata),
        chains: [...new Set(asked)],
        async approve() {
          settle(proposals, proposal)
          // The current chain first: it is the session's default until the dapp picks another.
          const served = [chainId, ...chainIds.filter((id) => id !== chainId)].map(caip)
          const asksSolana = Boolean(
            params.requiredNamespaces.solana ?? params.optionalNamespaces.solana,
          )
          const asksBitcoin = Boolean(
            params.requiredNamespaces.bip122 ?? params.optionalNamespaces.bip122,
          )
          let namespaces: SessionTypes.Namespaces
          try {
            namespaces = buildApprovedNamespaces({
              proposal: params,
              supportedNamespaces: {
                eip155: {
                  chains: served,
                  methods,
                  events,
                  accounts: served.map((chain) => `${chain}:${account.address}`),
                },
                // Only for a dapp that asks for it: the chains it asked that this wallet knows.
                ...(asksSolana
                  ? {
                      solana: {
                        chains: solanaChains,
                        methods: [...solanaMethods],
                        events: solanaEvents,
                        accounts: solanaChains.map((chain) => `${chain}:${solana.address}`),
                      },
                    }
                  : {}),
                ...(asksBitcoin
                  ? {
                      bip122: {
                        chains: bitcoinChains,
                        methods: [...bitcoinSessionMethods],
                        events: [...bitcoinSessionEvents],
                        // The payment account first (the session's account), then the ordinal one.
                        accounts: bitcoinChains.flatMap((chain) => [
                          `${chain}:${bitcoin.payment}`,
                          `${chain}:${bitcoin.ordinal}`,
                        ]),
                      },
                    }
                  : {}),
              },
            })
          } catch (error) {
            await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
            throw error
          }
          const { acknowledged } = await client.approve({ id, namespaces })
          const session = await acknowledged()
          changed()
          return toSession(session)
        },
        async reject() {
          settle(proposals, proposal)
          await client.reject({ id, reason: getSdkError('USER_REJECTED') })
        },
      }
      proposals.push(proposal)
      changed()
    },
  )

  const respond = (topic: string, id: number, outcome: { result: unknown } | ProviderRpcError) =>
    client.respond({
      topic,
      response:
        outcome instanceof ProviderRpcError
          ? { id, jsonrpc: '2.0', error: { code: outcome.code, message: outcome.message } }
          : { id, jsonrpc: '2.0', result: outcome.result },
    })

  client.on('session_request', async (event: SignClientTypes.EventArguments['session_request']) => {
    const parsedRequest = sessionRequest.safeParse(event)
    if (!parsedRequest.success)
      return respond(
        event.topic,
        event.id,
        new ProviderRpcError(providerErrorCodes.invalidParams, 'Invalid request'),
      )
    const { id, topic, params } = parsedRequest.data
    const { method, params: requestParams } = params.request
    const isBitcoin = typeof params.chainId === 'string' && params.chainId.startsWith('bip122:')
    const isSolana = typeof params.chainId === 'string' && !isBitcoin
    const served: readonly string[] = isBitcoin
      ? bitcoinSessionMethods
      : isSolana
        ? solanaMethods
        : methods
    if (!served.includes(method))
      return respond(
        topic,
        id,
        new ProviderRpcError(providerErrorCodes.unsupportedMethod, `${method} is not supported`),
      )
    const session = activeSessions().find((each) => each.topic === topic)
    if (!session)
      return respond(
        topic,
        id,
        new ProviderRpcError(providerErrorCodes.unauthorized, 'No session on this topic'),
      )
    const request: PendingRequest = {
      id,
      topic,
      dapp: dappOf(session.peer.metadata),
      chainId: params.chainId,
      method,
      params: requestParams,
      async approve() {
        settle(requests, request)
        try {
          const chain = params.chainId
          const result =
            typeof chain === 'string'
              ? isBitcoin
                ? await handleBitcoinSessionRequest(bitcoin, {
                    chain,
                    method,
                    params: requestParams,
                  })
                : await handleSolanaSessionRequest(solana.wallet, {
                    chain,
                    method,
                    params: requestParams,
                  })
              : method === 'wallet_switchEthereumChain'
                ? await switchChain(
                    parseParams(method, switchChainParams, requestParams)[0].chainId,
                  )
                : await handleSessionRequest(
                    { account, rpcUrls },
                    { chainId: chain, method, params: requestParams },
                  )
          await respond(topic, id, { result: result ?? null })
          return result ?? null
        } catch (error) {
          const failure =
            error instanceof ProviderRpcError
              ? error
              : new ProviderRpcError(providerErrorCodes.internal, 'Internal error')
          await respond(topic, id, failure)
          throw failure
        }
      },
      async reject() {
        settle(requests, request)
        const { code, message } = getSdkError('USER_REJECTED')
        await respond(topic, id, new ProviderRpcError(code, message))
      },
    }
    requests.push(request)
    changed()
  })

  client.on('session_delete', changed)

  /**
   * Makes `next` the wallet's chain in every session: a chain the session lacks is added first (a session
   * update with its account), then `chainChanged` tells the dapp.
   */
  async function switchChain(next: number) {
    if (!rpcUrls[next])
      throw new ProviderRpcError(
        providerErrorCodes.unrecognizedChain,
        `Unrecognized chain ID ${next}: the wallet has no RPC for it`,
      )
    chainId = next
    for (const session of activeSessions()) {
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      if (!eip155.chains?.includes(caip(next))) {
        // Not waiting for the dapp's acknowledgement: the relay delivers a topic's messages in order, so the
        // update lands before the event. Over Latch's relay (which answers irn_publish after delivering) the
        // dapp's answer can reach this client before its own publish resolves, and sign-client 2.25 then
        // never resolves `acknowledged`: waiting for it hung about one switch in two.
        await client.update({
          topic: session.topic,
          namespaces: {
            ...session.namespaces,
            eip155: {
              ...eip155,
              chains: [...(eip155.chains ?? []), caip(next)],
              accounts: [...eip155.accounts, `${caip(next)}:${account.address}`],
            },
          },
        })
      }
      await client.emit({
        topic: session.topic,
        event: { name: 'chainChanged', data: next },
        chainId: caip(next),
      })
    }
    changed()
    return null
  }

  /** The oldest undecided item, or the next one to arrive. */
  const next = <T>(list: T[], timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const item = list[0]
        if (item === undefined) return false
        listeners.delete(check)
        clearTimeout(timer)
        resolve(item)
        return true
      }
      const timer = setTimeout(() => {
        listeners.delete(check)
        reject(new Error(`No ${what} within ${timeoutMs} ms`))
      }, timeoutMs)
      if (!check()) listeners.add(check)
    })

  return {
    address: account.address,
    /** The Solana account's base58 address (sessions that ask for `solana`). */
    solanaAddress: solana.address,
    /** The Bitcoin payment (P2WPKH) and ordinal (P2TR) addresses (sessions that ask for `bip122`). */
    bitcoinAddress: bitcoin.payment,
    bitcoinOrdinalAddress: bitcoin.ordinal,
    get chainId() {
      return chainId
    },
    chainIds,
    /** Pairs with a dapp's `wc:` URI; its session proposal arrives as a pending proposal. */
    async pair(uri: string) {
      if (!/^wc:[0-9a-f]{64}@2\?/.test(uri)) throw new Error('Not a WalletConnect v2 pairing URI')
      await client.pair({ uri })
    },
    pendingProposals: (): readonly PendingProposal[] => proposals,
    pendingRequests: (): readonly PendingRequest[] => requests,
    nextProposal: (timeoutMs = 15_000) => next(proposals, timeoutMs, 'session proposal'),
    nextRequest: (timeoutMs = 15_000) => next(requests, timeoutMs, 'request'),
    /** Calls `listener` with each new proposal. */
    onProposal: (listener: (proposal: PendingProposal) => void) => announce(proposals, listener),
    /** Calls `listener` with each new request. */
    onRequest: (listener: (request: PendingRequest) => void) => announce(requests, listener),
    sessions,
    switchChain,
    /** Ends one session, or all of them: the dapp is told (`session_delete`). */
    async disconnect(topic?: string) {
      const topics = topic ? [topic] : activeSessions().map((session) => session.topic)
      for (const each of topics)
        await client.disconnect({
          topic: each,
          reason: getSdkError('USER_DISCONNECTED'),
        })
      changed()
    },
    /** Calls `listener` after any change (proposals, requests, sessions, chain). */
    subscribe,
    /** Closes the relay connection (sessions stay in storage). */
    async close() {
      listeners.clear()
      bitcoin.dispose()
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }

  /** Hands each item that joins `list` to `listener` once. */
  function announce<T extends object>(list: readonly T[], listener: (item: T) => void) {
    const seen = new WeakSet<T>(list)
    return subscribe(() => {
      for (const item of list)
        if (!seen.has(item)) {
          seen.add(item)
          listener(item)
        }
    })
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
}

export type WalletConnectWallet = Awaited<ReturnType<typeof createWalletConnectWallet>>
