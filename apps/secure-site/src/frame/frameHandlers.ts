import { accountTypeSwitchRefusal } from '@latch/core/embeddedWallet'
import * as errorTexts from '@latch/core/errorTexts'
import type { FrameHandlers, FrameHost, FrameRequestPayload, FrameUser } from '@latch/frame'
import type { Approvals } from '../approval/approvals'
import { batchFacts } from '../rpc/batchFacts'
import { describeRequest, requestChainId } from '../rpc/describeRequest'
import { rpcMethodRoute, userRejectedMessage } from '../rpc/rpcMethodRoute'
import { isSolanaChainId, namesSolana, type SolanaChainId } from '../rpc/solana/solanaChainId'
import { farcasterHandlers } from './farcasterHandlers'
import type { FrameParams } from './frameParams'
import { type LatchApi, LatchApiError } from './latchApi'
import type { SessionStore } from './sessionStore'

export type FrameHandlerDependencies = {
  params: FrameParams
  api: LatchApi
  session: SessionStore
  approvals: Approvals
  notify: FrameHost['post']
  onTheme(theme: FrameRequestPayload<'SYNC_THEME'>): void
  onDappData(data: FrameRequestPayload<'SYNC_DAPP_DATA'>): void
  /** The visitor's language (a BCP 47 tag), which the login e-mails are written in (behaviour.md §20). */
  locale?: () => string | undefined
  /**
   * The passkey screen (passkey/createPasskeyCeremony.ts): shows, runs WebAuthn on the visitor's press, resolves with
   * the new session's token (`create`, `get`) or nothing (`add`).
   */
  passkey?(mode: 'create' | 'get' | 'add', signal: AbortSignal): Promise<{ token?: string }>
  /** The device-approval poll's pause (tests pass a fake clock). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

/** A code of the e-mail change with no change under way here (never started, or dropped by the app). */
export const startEmailUpdateAgain = 'Start the e-mail change again'

/**
 * behaviour.md §4 "E-mail login": the device link is polled every second, here for as long as the app waits (120 s).
 */
const DEVICE_POLL_MS = 1_000
const DEVICE_POLL_LIMIT = 120
/** The chain a request runs on when neither it nor an earlier one named one. */
const FALLBACK_CHAIN_ID = 1

type Account = { address: string; accounts: Array<{ address: string; type: 'eoa' }> }
/** The user's smart account on a chain (docs/smart-accounts.md), as `/v1/wallets/smartAccount` answers. */
type SmartAccount = { networks: number[]; address?: string; isDeployed?: boolean }
/** The user's key per namespace: a `solana:` chain id asks for the Solana account (ed25519), any other for EVM. */
type Namespace = 'eip155' | 'solana'
const namespaceOf = (chainId: number | SolanaChainId): Namespace =>
  typeof chainId === 'string' ? 'solana' : 'eip155'

const defaultWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new Error(errorTexts.requestAborted))
      },
      { once: true },
    )
  })

/** A chain id as the frame carries it (a number, `'1'`, `'0x1'`, `'eip155:1'`) → the number; EVM only. */
export function evmChainId(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined
  const text = String(value).replace(/^eip155:/, '')
  const id = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The address a signing request names, to compare with the signed-in account. */
function namedAddress(method: string, params: unknown): string | undefined {
  if (!Array.isArray(params)) return undefined
  const candidate =
    method === 'personal_sign'
      ? params[1]
      : method === 'eth_signTypedData_v4'
        ? params[0]
        : (params[0] as { from?: unknown } | undefined)?.from
  return typeof candidate === 'string' ? candidate : undefined
}

/**
 * What the secure site answers to each frame request (docs/embedded-wallet.md, "The flows"), calling the
 * Latch server's `/v1/auth/*`, `/v1/social/*` and `/v1/wallets/*` and its RPC proxy. The session token stays
 * here: no answer carries it.
 */
export function createFrameHandlers(deps: FrameHandlerDependencies): FrameHandlers {
  const { params, api, session, approvals, notify } = deps
  const wait = deps.wait ?? defaultWait
  /** The e-mail being signed in with, between CONNECT_EMAIL and CONNECT_OTP. */
  let pendingEmail: string | undefined
  let accounts: Partial<Record<Namespace, Account>> = {}
  /**
   * The e-mail change's step this frame is at. The app taking a step back (the modal closed: RPC_ABORT with its
   * id) drops it, so the next change starts from UPDATE_EMAIL.
   */
  let emailUpdateStep: 'primary' | 'secondary' | undefined
  const dropStepOnAbort = (signal: AbortSignal) =>
    signal.addEventListener(
      'abort',
      () => {
        emailUpdateStep = undefined
      },
      { once: true },
    )

  /** A `solana:` id stays as it is (when well formed); anything else is an EVM chain, by number. */
  const chainOf = (requested?: number | string): number | SolanaChainId => {
    if (namesSolana(requested)) {
      if (!isSolanaChainId(requested)) throw new Error(errorTexts.networkNotFound)
      return requested
    }
    return evmChainOf(requested)
  }
  const evmChainOf = (requested?: number | string): number => {
    const id = evmChainId(requested)
    if (requested !== undefined && id === undefined) throw new Error(errorTexts.networkNotFound)
    return id ?? session.chainId() ?? FALLBACK_CHAIN_ID
  }

  /** A 401 means the session ended elsewhere (expired, signed out): forget it and tell the app. */
  async function signedIn<T>(work: () => Promise<T>): Promise<T> {
    if (!session.token()) throw new Error(errorTexts.notConnectedToEmailOrSocial)
    try {
      return await work()
    } catch (error) {
      if (error instanceof LatchApiError && error.status === 401) {
        session.setToken(undefined)
        accounts = {}
        notify('SESSION_UPDATE', { status: 'expired' })
      }
      throw error
    }
  }

  /**
   * A session ended elsewhere (sign-out everywhere, behaviour.md §11.8) is found before an approval screen shows: the
   * visitor is not asked to approve what the server would refuse, and the app hears SESSION_UPDATE at once.
   */
  async function liveSession(signal: AbortSignal) {
    await signedIn(() => api.post('/v1/auth/session', undefined, signal))
  }

  async function accountOf(namespace: Namespace = 'eip155'): Promise<Account> {
    const known = accounts[namespace]
    if (known) return known
    // EVM's body stays what it was (no namespace: the server's default).
    const created = await signedIn(() =>
      api.post<Account>('/v1/wallets/account', namespace === 'solana' ? { namespace } : {}),
    )
    accounts[namespace] = created
    return created
  }

  /** The smart account on `chainId` if it is offered there (no chain: only where it is offered). */
  function smartAccountOn(chainId?: number): Promise<SmartAccount> {
    return signedIn(() =>
      api.post<SmartAccount>('/v1/wallets/smartAccount', chainId === undefined ? {} : { chainId }),
    )
  }

  /**
   * The EVM account requests act for: the smart account when the visitor prefers it and it is offered on
   * `chainId`, else the key's own (behaviour.md §6.1).
   */
  async function activeAccount(chainId: number) {
    const own = await accountOf()
    if (session.accountType() !== 'smartAccount') return { ...own, type: 'eoa' as const }
    const smart = await smartAccountOn(chainId)
    if (!smart.address) return { ...own, type: 'eoa' as const }
    return {
      address: smart.address,
      accounts: [...own.accounts, { address: smart.address, type: 'smartAccount' as const }],
      type: 'smartAccount' as const,
      isDeployed: smart.isDeployed ?? false,
    }
  }

  async function user(chainId: number | SolanaChainId, email?: string | null): Promise<FrameUser> {
    if (typeof chainId === 'number' && session.accountType() === 'smartAccount') {
      const active = await activeAccount(chainId)
      const known =
        email !== undefined
          ? email
          : (await signedIn(() => api.post<{ user: { email: string | null } }>('/v1/auth/session')))
              .user.email
      session.setChainId(chainId)
      return {
        email: known,
        address: active.address,
        chainId,
        accounts: active.accounts,
        preferredAccountType: active.type,
        ...('isDeployed' in active && { smartAccountDeployed: active.isDeployed }),
      }
    }
    const { address, accounts: list } = await accountOf(namespaceOf(chainId))
    const known =
      email !== undefined
        ? email
        : (await signedIn(() => api.post<{ user: { email: string | null } }>('/v1/auth/session')))
            .user.email
    // The remembered chain is EVM's (the fallback of an EVM request that names none); Solana's is always named.
    if (typeof chainId === 'number') session.setChainId(chainId)
    return { email: known, address, chainId, accounts: list, preferredAccountType: 'eoa' }
  }

  /**
   * A request on a Solana network: WalletConnect's Solana methods (the server signs them, with the user's ed25519
   * key), each shown on ApproveTransaction first; nothing else is allowed (the server would refuse it too).
   */
  async function solanaRequest(
    method: string,
    rpcParams: unknown,
    chainId: SolanaChainId,
    signal: AbortSignal,
  ): Promise<unknown> {
    if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
      return [{ pubkey: (await accountOf('solana')).address }]
    // Its own chunk (kit's transaction decoders): loaded by the first Solana request, not with every frame.
    const { describeSolanaRequest, solanaApprovalMethods, solanaNamedAddress } = await import(
      '../rpc/solana/describeSolanaRequest'
    )
    if (!solanaApprovalMethods.has(method)) throw new Error(errorTexts.rpcCallNotAllowed)
    const { address } = await accountOf('solana')
    const named = solanaNamedAddress(method, rpcParams)
    // Base58 is case-sensitive: compared as it is.
    if (named !== undefined && named !== address)
      throw new Error('The request names another account than the signed-in one')
    const description = describeSolanaRequest({ method, params: rpcParams }, chainId, address)
    if (!description) throw new Error('The request is not valid')
    await liveSession(signal)
    const approved = await approvals.request(description, signal)
    if (!approved) throw new Error(userRejectedMessage)
    const { result } = await signedIn(() =>
      api.post<{ result: unknown }>('/v1/wallets/sign', { method, params: rpcParams, chainId }),
    )
    return result
  }

  function signIn(token: string) {
    session.setToken(token)
    accounts = {}
  }

  return {
    ...farcasterHandlers({ params, api, session, signIn, wait }),

    async CONNECT_EMAIL({ email }) {
      const { action } = await api.post<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>(
        '/v1/auth/email/start',
        { email, deviceId: session.deviceId(), locale: deps.locale?.() },
      )
      pendingEmail = email
      return { action }
    },

    async CONNECT_DEVICE(_payload, { signal }) {
      const email = pendingEmail
      if (!email) throw new Error('Enter your e-mail first')
      for (let attempt = 0; attempt < DEVICE_POLL_LIMIT; attempt++) {
        const { approved } = await api.post<{ approved: boolean }>(
          '/v1/auth/device/status',
          { email, deviceId: session.deviceId(), locale: deps.locale?.() },
          signal,
        )
        if (approved) return
        await wait(DEVICE_POLL_MS, signal)
      }
      throw new Error('The link in the e-mail was not opened in time')
    },

    async CONNECT_OTP({ otp }) {
      const email = pendingEmail
      if (!email) throw new Error('Enter your e-mail first')
      const { token } = await api.post<{ token: string }>('/v1/auth/email/verify', {
        email,
        deviceId: session.deviceId(),
        otp,
      })
      pendingEmail = undefined
      signIn(token)
    },

    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
      return api.post<{ uri: string }>('/v1/social/start', {
        provider,
        appOrigin: params.appOrigin,
        // The provider's answer (popup) or the one-time code (redirect) reaches the app's page: only this
        // device, whose id never leaves this origin, may redeem it.
        deviceId: session.deviceId(),
        ...(returnUrl !== undefined && { returnUrl }),
      })
    },

    async CONNECT_SOCIAL({ uri, redirectCode, chainId }) {
      type SignedIn = { token: string; user: { email: string | null }; userName: string | null }
      const deviceId = session.deviceId()
      const signed =
        redirectCode !== undefined
          ? await api.post<SignedIn>('/v1/social/redeem', {
              code: redirectCode,
              appOrigin: params.appOrigin,
              deviceId,
            })
          : uri !== undefined
            ? await api.post<SignedIn>('/v1/social/finish', { uri, deviceId })
            : undefined
      if (!signed) throw new Error(errorTexts.failedToConnect)
      signIn(signed.token)
      return { ...(await user(chainOf(chainId), signed.user.email)), userName: signed.userName }
    },

    async CONNECT_PASSKEY({ mode, chainId }, { signal }) {
      if (!deps.passkey) throw new Error(errorTexts.failedToConnect)
      const { token } = await deps.passkey(mode, signal)
      if (!token) throw new Error(errorTexts.failedToConnect)
      signIn(token)
      return user(chainOf(chainId))
    },

    async ADD_PASSKEY(_payload, { signal }) {
      if (!deps.passkey) throw new Error(errorTexts.failedToConnect)
      // A session that ended elsewhere is told before the screen shows.
      await signedIn(() => api.post('/v1/auth/session', undefined, signal))
      await deps.passkey('add', signal)
    },

    async GET_USER(payload) {
      return user(chainOf(payload?.chainId))
    },

    async IS_CONNECTED() {
      if (!session.token()) return { isConnected: false }
      try {
        await signedIn(() => api.post('/v1/auth/session'))
        return { isConnected: true }
      } catch (error) {
        if (error instanceof LatchApiError && error.status === 401) return { isConnected: false }
        throw error
      }
    },

    async SIGN_OUT() {
      const token = session.token()
      session.setToken(undefined)
      session.setAccountType('eoa')
      accounts = {}
      pendingEmail = undefined
      // Signed out here whatever the server says; the server forgets the session when it hears, so the request
      // carries the token just dropped (without it the server answers 401 and keeps the session).
      if (token) await api.signOut(token).catch(() => undefined)
    },

    async SIGN_OUT_EVERYWHERE() {
      // behaviour.md §11.8: every session of the user ends on the server, this one too.
      await signedIn(() => api.post('/v1/auth/sign-out/everywhere'))
      session.setToken(undefined)
      accounts = {}
      pendingEmail = undefined
    },

    SWITCH_NETWORK({ chainId }) {
      const id = chainOf(chainId)
      if (typeof id === 'number') session.setChainId(id)
      return { chainId: id }
    },

    GET_CHAIN_ID() {
      return { chainId: evmChainOf() }
    },

    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: (await smartAccountOn()).networks }
    },

    async INIT_SMART_ACCOUNT() {
      const smart = await smartAccountOn(evmChainOf())
      if (!smart.address) throw new Error(errorTexts.smartAccountNotOnNetwork)
      return { address: smart.address, isDeployed: smart.isDeployed ?? false }
    },

    // Behaviour.md §6.1: the smart account only where it is offered and from eoa; back to eoa always.
    async SET_PREFERRED_ACCOUNT({ type }) {
      const chainId = evmChainOf()
      const refusal = accountTypeSwitchRefusal({
        to: type,
        current: session.accountType(),
        chainId,
        smartAccountNetworks: type === 'smartAccount' ? (await smartAccountOn()).networks : [],
      })
      if (refusal) throw new Error(refusal)
      session.setAccountType(type)
      const active = await activeAccount(chainId)
      // The provider says its account changed (EIP-1193 accountsChanged's role): the app's connector takes it.
      notify('USER_UPDATE', await user(chainId))
      return { type: active.type, address: active.address }
    },

    async RPC_REQUEST({ method, params: rpcParams, chainId }, { signal }) {
      const chain = chainOf(chainId)
      if (typeof chain === 'string') return solanaRequest(method, rpcParams, chain, signal)
      const route = rpcMethodRoute(method)
      switch (route) {
        case 'account':
          return [(await activeAccount(chain)).address]
        case 'read':
          // Frame protocol: eth_chainId is answered from the chain in use.
          if (method === 'eth_chainId') return `0x${chain.toString(16)}`
          return api.rpc(chain, method, rpcParams, signal)
        case 'status':
          return signedIn(() =>
            api
              .post<{ result: unknown }>('/v1/wallets/sign', {
                method,
                params: rpcParams,
                chainId: chain,
              })
              .then(({ result }) => result),
          )
        case 'approveSmartAccount':
        case 'approve': {
          const { address, type } = await activeAccount(chain)
          // ERC-7715 sessions are the smart account's (behaviour.md §6.6): the key alone grants none.
          if (route === 'approveSmartAccount' && type !== 'smartAccount')
            throw new Error(errorTexts.rpcCallNotAllowed)
          const named = namedAddress(method, rpcParams)
          if (named && named.toLowerCase() !== address.toLowerCase())
            throw new Error('The request names another account than the signed-in one')
          const request = { method, params: rpcParams }
          const runOn = requestChainId(request, chain)
          const facts = await batchFacts(request, runOn, {
            call: (on, to, data) => api.rpc(on, 'eth_call', [{ to, data }, 'latest'], signal),
            capabilities: (on) =>
              signedIn(() =>
                api.post<{ result: unknown }>('/v1/wallets/sign', {
                  method: 'wallet_getCapabilities',
                  params: [address, [`0x${on.toString(16)}`]],
                  chainId: on,
                }),
              ).then(({ result }) => result),
          })
          const description = describeRequest(request, runOn, facts)
          if (!description) throw new Error('The request is not valid')
          await liveSession(signal)
          const approved = await approvals.request(description, signal)
          if (!approved) throw new Error(userRejectedMessage)
          // Once approved it runs to the end: a transaction half-sent on abort would be worse.
          const { result } = await signedIn(() =>
            api.post<{ result: unknown }>('/v1/wallets/sign', {
              method,
              params: rpcParams,
              chainId: runOn,
              ...(type === 'smartAccount' && { accountType: type }),
            }),
          )
          return result
        }
        default:
          throw new Error(errorTexts.rpcCallNotAllowed)
      }
    },

    async UPDATE_EMAIL({ email }, { signal }) {
      emailUpdateStep = undefined
      dropStepOnAbort(signal)
      const answer = await signedIn(() =>
        api.post<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>(
          '/v1/auth/email/update',
          { newEmail: email },
          signal,
        ),
      )
      if (!signal.aborted)
        emailUpdateStep = answer.action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
      return answer
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }, { signal }) {
      if (emailUpdateStep !== 'primary') throw new Error(startEmailUpdateAgain)
      dropStepOnAbort(signal)
      await signedIn(() => api.post('/v1/auth/email/update/primary', { otp }, signal))
      if (!signal.aborted) emailUpdateStep = 'secondary'
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }, { signal }) {
      if (emailUpdateStep !== 'secondary') throw new Error(startEmailUpdateAgain)
      dropStepOnAbort(signal)
      const { newEmail } = await signedIn(() =>
        api.post<{ newEmail: string }>('/v1/auth/email/update/secondary', { otp }, signal),
      )
      emailUpdateStep = undefined
      if (accounts.eip155) notify('USER_UPDATE', await user(evmChainOf(), newEmail))
      return { newEmail }
    },

    SYNC_THEME(theme) {
      deps.onTheme(theme)
    },

    SYNC_DAPP_DATA(data) {
      deps.onDappData(data)
    },
  }
}
