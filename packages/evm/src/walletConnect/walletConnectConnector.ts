import type { AbandonablePairing } from '@latch/core/adapter'
import type UniversalProvider from '@walletconnect/universal-provider'
import {
  type Address,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'

/** The connector id the modal and the saved connection know WalletConnect by. */
export const walletConnectConnectorId = 'walletConnect'

export type WalletConnectConnectorParameters = {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
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

/**
 * A wagmi connector over a WalletConnect v2 session (`@walletconnect/universal-provider`, the official client), on
 * the relay the app configures. The client is imported on first use, so none of it is in the first paint. While
 * it pairs, the pairing URI is announced as a `display_uri` message.
 */
export function walletConnectConnector(
  parameters: WalletConnectConnectorParameters,
  pairing: AbandonablePairing,
): CreateConnectorFn<UniversalProvider> {
  return createConnector<UniversalProvider>((config) => {
    let provider: Promise<UniversalProvider> | undefined
    const chainIds = config.chains.map((chain) => chain.id)
    const caipChains = chainIds.map((id) => `eip155:${id}`)
    const rpcMap = Object.fromEntries(
      config.chains.map((chain) => [chain.id, chain.rpcUrls.default.http[0] ?? '']),
    )

    const sessionAccounts = (client: UniversalProvider): Address[] =>
      (client.session?.namespaces.eip155?.accounts ?? []).map((account) =>
        getAddress(account.split(':')[2] ?? ''),
      )
    const sessionChainIds = (client: UniversalProvider): number[] =>
      (client.session?.namespaces.eip155?.accounts ?? []).map((account) =>
        Number(account.split(':')[1]),
      )

    async function getProvider(): Promise<UniversalProvider> {
      provider ??= import('@walletconnect/universal-provider').then(async (module) => {
        const client = await module.UniversalProvider.init({
          projectId: parameters.projectId,
          relayUrl: parameters.relayUrl,
          metadata: parameters.metadata,
          customStoragePrefix: 'latch',
          telemetryEnabled: false,
          logger: 'silent',
        })
        // The client would load an iframe from the vendor's Verify service before every proposal and request
        // (and wait 5 s for it offline). Latch talks only to the relay the app configured.
        client.client.core.verify.register = async () => undefined
        // It would also refuse to open its socket while the browser reports no network (`navigator.onLine`), though
        // the relay is the team's own and may answer on an intranet or this machine: whether the relay answers is
        // what counts, and opening the socket finds out (its error names the relay).
        client.client.core.relayer.confirmOnlineStateOrThrow = async () => undefined
        client.on('display_uri', (uri: string) => {
          pairing.noteUri(uri)
          config.emitter.emit('message', { type: 'display_uri', data: uri })
        })
        client.on('accountsChanged', (accounts: string[]) => connector.onAccountsChanged(accounts))
        client.on('chainChanged', (chainId: string | number) =>
          connector.onChainChanged(String(chainId)),
        )
        client.on('session_delete', () => connector.onDisconnect())
        client.on('disconnect', () => connector.onDisconnect())
        return client
      })
      return provider
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
        const client = await getProvider()
        if (!client.session) {
          if (isReconnecting) throw new Error('No WalletConnect session to restore')
          try {
            // Until a wallet answers, or the modal closes (the capability's abandon()).
            await pairing.connect(client, () =>
              client.connect({
                optionalNamespaces: {
                  eip155: { chains: caipChains, methods, events, rpcMap },
                },
              }),
            )
          } catch (error) {
            if (/reject|denied|cancel/i.test(String((error as Error)?.message ?? error)))
              throw new UserRejectedRequestError(error as Error)
            throw error
          }
        }
        const accounts = sessionAccounts(client)
        const inSession = sessionChainIds(client)
        let current = inSession.find((id) => chainIds.includes(id)) ?? inSession[0] ?? chainIds[0]
        if (chainId && chainId !== current && inSession.includes(chainId)) current = chainId
        client.setDefaultChain(`eip155:${current}`)
        return { accounts, chainId: Number(current) } as never
      },
      async disconnect() {
        const client = await getProvider()
        try {
          if (client.session) await client.disconnect()
        } catch {
          // The wallet or the relay may already be gone: the session is forgotten locally either way.
        }
      },
      async getAccounts() {
        return sessionAccounts(await getProvider())
      },
      async getChainId() {
        const client = await getProvider()
        const fromDefault = Number(client.namespaces?.eip155?.defaultChain)
        return Number.isFinite(fromDefault) && fromDefault > 0
          ? fromDefault
          : (sessionChainIds(client)[0] ?? chainIds[0] ?? 1)
      },
      getProvider,
      async isAuthorized() {
        const client = await getProvider()
        return Boolean(client.session) && sessionAccounts(client).length > 0
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error('Chain not configured'))
        const client = await getProvider()
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
        if (accounts.length === 0) connector.onDisconnect()
        else
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
