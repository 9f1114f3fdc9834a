import { SignClient } from '@walletconnect/sign-client'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Client = Awaited<ReturnType<typeof SignClient.init>>

const account = privateKeyToAccount(`0x${'42'.repeat(32)}`)
const chain = 'eip155:1'

const init = (name: string, relayUrl: string) =>
  SignClient.init({
    projectId: 'latch-test',
    relayUrl,
    logger: 'silent',
    customStoragePrefix: `${name}-${Math.random()}`,
    telemetryEnabled: false,
    metadata: { name, description: name, url: 'http://localhost', icons: [] },
  })

/**
 * A dapp and a wallet, both the official `@walletconnect/sign-client`: the wallet approves every proposal with
 * one viem local account and signs every `personal_sign`.
 */
export async function startSignClients({
  dappRelay,
  walletRelay,
}: {
  dappRelay: string
  walletRelay: string
}) {
  const dapp = await init('dapp', dappRelay)
  const wallet = await init('wallet', walletRelay)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${account.address}`],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })

  return {
    dapp,
    wallet,
    address: account.address,
    accounts: (topic: string) => wallet.session.get(topic).namespaces.eip155?.accounts,
    /** Pairs through a `wc:` URI, as a QR code would carry it; resolves to the session topic. */
    async pair() {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: { eip155: { chains: [chain], methods: ['personal_sign'], events: [] } },
      })
      if (!uri) throw new Error('no pairing URI')
      await wallet.pair({ uri })
      return (await approval()).topic
    },
    /** Asks the wallet to sign `text` and checks the signature with viem. */
    async sign(topic: string, text: string) {
      const signature = await dapp.request<Hex>({
        topic,
        chainId: chain,
        request: {
          method: 'personal_sign',
          params: [`0x${Buffer.from(text).toString('hex')}`, account.address],
        },
      })
      return verifyMessage({ address: account.address, message: text, signature })
    },
    async close() {
      for (const client of [dapp, wallet] as Client[]) {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
      }
    },
  }
}
