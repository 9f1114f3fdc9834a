import type { WalletConnectClient, WalletConnectNamespaceProposal } from '@latch/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import {
  type Address,
  type Chain,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'

/** The connector id the modal and the saved connection know WalletConnect by. */
export const walletConnectConnectorId = 'walletConnect'

/** What wagmi asks of the connector's provider. */
type Eip1193Provider = {
  request(args: Parameters<UniversalProvider['request']>[0]): Promise<unknown>
}

/** A QR code glyph (our own drawing, not a trademark), for the WalletConnect row of the wallet list. */
const walletConnectIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzNiNmZlMCIvPjxnIGZpbGw9IiNmZmYiPjxyZWN0IHg9IjciIHk9IjciIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iMTgiIHk9IjciIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iNyIgeT0iMTgiIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iMTgiIHk9IjE4IiB3aWR0aD0iMyIgaGVpZ2h0PSIzIi8+PHJlY3QgeD0iMjIiIHk9IjIyIiB3aWR0aD0iMyIgaGVpZ2h0PSIzIi8+PHJlY3QgeD0iMTgiIHk9IjIyIiB3aWR0aD0iMyIgaGVpZ2h0PSIzIiBvcGFjaXR5PSIuNiIvPjwvZz48L3N2Zz4='

/** What the app's EVM chains ask of a wallet over WalletConnect (methods and events of EIP-1193). */
const methods = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']

/** The `eip155` part of the session proposal: the app's chains, with their RPC for the client's own reads. */
export function evmWalletConnectProposal(chains: readonly Chain[]): WalletConnectNamespaceProposal {
  return {
    chains: chains.map((chain) => `eip155:${chain.id}`),
    methods,
    events,
    rpcMap: Object.fromEntries(
      chains.map((chain) => [chain.id, chain.rpcUrls.default.http[0] ?? '']),
    ),
  }
}

/**
 * A wagmi connector over the `eip155` part of the instance's one WalletConnect session (`@walletconnect/
 * universal-provider`, the official client, shared by every namespace: behaviour.md §10.5). While it pairs, the
 * pairing URI is announced as a `display_uri` message.
 */
export function walletConnectConnector(
  shared: WalletConnectClient,
): CreateConnectorFn<Eip1193Provider> {
  return createConnector<Eip1193Provider>((config) => {
    let loading: Promise<UniversalProvider> | undefined
    const chainIds = config.chains.map((chain) => chain.id)

    const sessionAccounts = (client: UniversalProvider): Address[] =>
      (client.session?.namespaces.eip155?.accounts ?? []).map((account) =>
        getAddress(account.split(':')[2] ?? ''),
      )
    const sessionChainIds = (client: UniversalProvider): number[] =>
      (client.session?.namespaces.eip155?.accounts ?? []).map((account) =>
        Number(account.split(':')[1]),
      )

    async function getClient(): Promise<UniversalProvider> {
      loading ??= shared.provider().then((client) => {
        shared.onPairingUri((uri) =>
          config.emitter.emit('message', { type: 'display_uri', data: uri }),
        )
        // Events of the other namespaces come through the same client: the session's own accounts are read.
        client.on('accountsChanged', () => connector.onAccountsChanged(sessionAccounts(client)))
        // Any namespace's change is announced alike: this namespace's own chain is read.
        client.on('chainChanged', () =>
          connector.onChainChanged(String(client.namespaces?.eip155?.defaultChain ?? '')),
        )
        // The session ended, here through another namespace or by the wallet: every namespace in it goes.
        shared.onSessionChange(() => {
          if (!client.session) connector.onDisconnect()
        })
        return client
      })
      loading.catch(() => {
        // A failed load is retried by the next use.
        loading = undefined
      })
      return loading
    }

    /**
     * EIP-1193 over the session's `eip155` part: the shared client would send a request that names no chain to
     * the session's first namespace, which may be another one.
     */
    async function getProvider(): Promise<Eip1193Provider> {
      const current = await getClient()
      return {
        request: async (args) => current.request(args, `eip155:${await connector.getChainId()}`),
      }
    }

    const connector = {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: walletConnectIcon,
      async connect({
        chainId,
        isReconnecting,
      }: {
        chainId?: number | undefined
        isReconnecting?: boolean | undefined
      } = {}) {
        const client = await getClient()
        if (!client.session) {
          if (isReconnecting) throw new Error('No WalletConnect session to restore')
          try {
            // Until a wallet answers, or the modal closes (the capability's abandon()).
            await shared.pair('eip155')
          } catch (error) {
            if (/reject|denied|cancel/i.test(String((error as Error)?.message ?? error)))
              throw new UserRejectedRequestError(error as Error)
            throw error
          }
        }
        const accounts = sessionAccounts(client)
        // The wallet approved the session without this namespace (it has none of its chains).
        if (accounts.length === 0) throw new Error('The WalletConnect session holds no EVM account')
        const inSession = sessionChainIds(client)
        let current = inSession.find((id) => chainIds.includes(id)) ?? inSession[0] ?? chainIds[0]
        if (chainId && chainId !== current && inSession.includes(chainId)) current = chainId
        client.setDefaultChain(`eip155:${current}`)
        return { accounts, chainId: Number(current) } as never
      },
      async disconnect() {
        await getClient()
        await shared.disconnect()
      },
      async getAccounts() {
        return sessionAccounts(await getClient())
      },
      async getChainId() {
        const client = await getClient()
        const fromDefault = Number(client.namespaces?.eip155?.defaultChain)
        return Number.isFinite(fromDefault) && fromDefault > 0
          ? fromDefault
          : (sessionChainIds(client)[0] ?? chainIds[0] ?? 1)
      },
      getProvider,
      async isAuthorized() {
        const client = await getClient()
        return Boolean(client.session) && sessionAccounts(client).length > 0
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error('Chain not configured'))
        const client = await getClient()
        try {
          await client.request(
            { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] },
            `eip155:${chainId}`,
          )
        } catch (error) {
          if (/reject|denied/i.test(String((error as Error)?.message ?? error)))
            throw new UserRejectedRequestError(error as Error)
          // Wallets that answer nothing for a chain already in the session still switch.
          if (!sessionChainIds(client).includes(chainId)) throw new SwitchChainError(error as Error)
        }
        client.setDefaultChain(`eip155:${chainId}`)
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        // None in this namespace: the session's end is followed on its own (onSessionChange).
        if (accounts.length > 0)
          config.emitter.emit('change', {
            accounts: accounts.map((account) => getAddress(account.split(':').at(-1) ?? account)),
          })
      },
      onChainChanged(chainId: string) {
        const id = Number(chainId.split(':').at(-1))
        if (Number.isFinite(id)) config.emitter.emit('change', { chainId: id })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
