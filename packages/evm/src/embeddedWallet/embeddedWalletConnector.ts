import type { EmbeddedWalletPort } from '@latch/core'
import {
  type Address,
  type EIP1193Provider,
  getAddress,
  numberToHex,
  ProviderRpcError,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'

/** An envelope with a person: e-mail and social login (our own drawing). */
const embeddedWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b6475"/><rect x="6" y="9" width="20" height="14" rx="2" fill="#fff"/><path d="M7 10l9 7 9-7" fill="none" stroke="#5b6475" stroke-width="2"/></svg>',
)}`

/**
 * A wagmi connector for the embedded wallet: its EIP-1193 provider forwards to the secure site's frame through the
 * port core gives it, so wagmi's hooks (`useSignMessage`, `useSendTransaction`…) work with an e-mail or social
 * login like with any wallet. The key never leaves the secure site; signing waits for the visitor's approval there.
 */
export function embeddedWalletConnector(port: EmbeddedWalletPort): CreateConnectorFn {
  return createConnector((config) => {
    const chainIds = config.chains.map((chain) => chain.id)
    let account: Address | undefined
    let chainId = chainIds[0] ?? 1
    /** Set while connected: the secure site's word that the account changed (smart account switch, §4). */
    let stopUserUpdates: (() => void) | undefined
    const followUserUpdates = () => {
      stopUserUpdates?.()
      stopUserUpdates = port.onUserUpdate((user) => {
        // The EVM account's updates only (a number chain id); the connection takes the new address.
        if (!account || typeof user.chainId !== 'number') return
        const next = getAddress(user.address)
        if (next === account) return
        account = next
        config.emitter.emit('change', { accounts: [next] })
      })
    }

    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        // Answered here: the frame would say the same, and wagmi asks these often.
        if (method === 'eth_chainId') return numberToHex(chainId)
        if (method === 'eth_accounts' || method === 'eth_requestAccounts')
          return account ? [account] : []
        if (method === 'wallet_switchEthereumChain') {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          await connector.switchChain({ chainId: Number(hex) })
          return null
        }
        try {
          return await port.request({ method, params, chainId })
        } catch (error) {
          throw asProviderError(error)
        }
      },
      on: () => provider,
      removeListener: () => provider,
    } as unknown as EIP1193Provider

    const connector = {
      id: port.connectorId,
      name: 'Email & Socials',
      type: 'embedded',
      icon: embeddedWalletIcon,
      async connect({ chainId: wanted }: { chainId?: number | undefined } = {}) {
        const user = await port.getUser({ chainId: wanted })
        account = getAddress(user.address)
        // The port's chain ids are namespace-general; the EVM side asks for and gets numbers.
        const answered = Number(user.chainId)
        chainId = chainIds.includes(answered) ? answered : (chainIds[0] ?? answered)
        if (wanted && wanted !== chainId && chainIds.includes(wanted)) {
          await port.switchNetwork(wanted)
          chainId = wanted
        }
        followUserUpdates()
        return { accounts: [account], chainId } as never
      },
      async disconnect() {
        account = undefined
        stopUserUpdates?.()
        // The session ends only when no other namespace (Solana) still uses the embedded wallet.
        await port.signOut({ namespace: 'eip155' })
      },
      async getAccounts() {
        return account ? [account] : []
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        try {
          return await port.isConnected()
        } catch {
          return false
        }
      },
      async switchChain({ chainId: next }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === next)
        if (!chain) throw new SwitchChainError(new Error('Chain not configured'))
        await port.switchNetwork(next)
        chainId = next
        config.emitter.emit('change', { chainId: next })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(next: string) {
        config.emitter.emit('change', { chainId: Number(next) })
      },
      onDisconnect() {
        account = undefined
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}

/** The frame's refusals as EIP-1193 errors: the visitor's "Reject" is 4001, so wagmi and the modal say "rejected". */
function asProviderError(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : 'An error occurred'
  if (code === 4001 || /reject/i.test(text)) return new UserRejectedRequestError(new Error(text))
  return new ProviderRpcError(new Error(text), {
    code: typeof code === 'number' ? code : -32603,
    shortMessage: text,
  })
}
