import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalUsdMint,
  solanaTestHoldings,
  solanaTestKey,
  startSolanaChain,
} from '@latch/devstack/solana'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const network = solanaLocalCaipNetworkId
/** A Solana network the test server does not serve (mainnet's). */
const unserved = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** A Solana network the test server serves from a node that is not there. */
const down = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const holder = solanaTestKey(1).address
const friend = solanaTestKey(2).address
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  price?: number
  value?: number
  quantity: { decimals: string; numeric: string }
}
type Transaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    chain: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce: number
  }
  transfers: Array<{
    direction: string
    quantity: { numeric: string }
    fungible_info?: { name: string; symbol: string }
  }>
}
type Page = { data: Transaction[]; next: string | null }

const testChain = useTestChain()

describe.each(testDatabases)('Solana data on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let chain: SolanaChain
  let rpc: ReturnType<typeof createSolanaRpc>
  beforeAll(async () => {
    db = await create()
    // A fresh chain per suite: the transfers of one database's suite are not the other's.
    chain = await startSolanaChain({ port: 0 })
    rpc = createSolanaRpc(chain.rpcUrl)
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        solana: {
          ...config.solana,
          chains: [
            { caipNetworkId: network, rpcUrl: chain.rpcUrl },
            { caipNetworkId: down, rpcUrl: 'http://127.0.0.1:9' },
          ],
        },
        // The EVM test chain and these two only: the dev regtest the configuration lists by default is not here.
        bitcoin: { chains: [] },
      }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await chain?.close()
    await db?.close()
  })

  const balances = async (owner: string, extra = '') => {
    const response = await t.get(
      `/v1/account/${owner}/balance?${q}&currency=usd&chainId=${network}${extra}`,
    )
    expect(response.statusCode).toBe(200)
    return (response.json() as { balances: Balance[] }).balances
  }
  const history = async (owner: string, cursor?: string, extra = '') => {
    const response = await t.get(
      `/v1/account/${owner}/history?${q}&chainId=${network}${cursor ? `&cursor=${cursor}` : ''}${extra}`,
    )
    expect(response.statusCode).toBe(200)
    return response.json() as Page
  }

  /** Signs with test key #`from` and sends, as an app does with @solana/kit. */
  async function send(from: number, instructions: (signer: TransactionSigner) => Instruction[]) {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(from).privateKey)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions(signer), m),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    return getSignatureFromTransaction(transaction) as string
  }
  const sendSol = (from: number, to: string, amount: bigint) =>
    send(from, (signer) => [
      getTransferSolInstruction({
        source: signer,
        destination: address(to),
        amount: lamports(amount),
      }),
    ])
  const ata = async (owner: string) =>
    (
      await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(solanaLocalUsdMint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0]
  const sendLusd = async (from: number, to: string, amount: bigint) => {
    const [source, destination] = [await ata(solanaTestKey(from).address), await ata(to)]
    return send(from, (signer) => [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: address(to) as Address,
        mint: address(solanaLocalUsdMint),
      }),
      getTransferCheckedInstruction({
        source,
        mint: address(solanaLocalUsdMint),
        destination,
        authority: signer,
        amount,
        decimals: 6,
      }),
    ])
  }

  it("answers test key #1's balances: 100 SOL and 1,000 LUSD, valued with the operator's prices", async () => {
    expect(await balances(holder)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network,
        price: 150,
        value: 15_000,
        quantity: { decimals: '9', numeric: solanaTestHoldings.sol },
        iconUrl: null,
      },
      {
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: network,
        address: `${network}:${solanaLocalUsdMint}`,
        price: 1,
        value: 1_000,
        quantity: { decimals: '6', numeric: solanaTestHoldings.usd.uiAmount },
        iconUrl: null,
      },
    ])
  })

  it('shows a SOL and an LUSD transfer in both parties’ history, and the new balances on forceUpdate', async () => {
    const before = await balances(holder)
    const stranger = (await generateKeyPairSigner()).address as string
    const solTransfer = await sendSol(1, friend, 1_500_000_000n)
    const lusdTransfer = await sendLusd(1, stranger, 25_000_000n)

    // Cached 30 s (behaviour.md §9), unless forceUpdate asks.
    expect(await balances(holder)).toEqual(before)
    const fresh = await balances(holder, `&forceUpdate=${network}:${solanaLocalUsdMint}`)
    const sol = Number(fresh.find((balance) => balance.symbol === 'SOL')?.quantity.numeric)
    // 1.5 SOL sent, fees and the new account's rent paid.
    expect(sol).toBeLessThan(98.5)
    expect(sol).toBeGreaterThan(98.49)
    expect(fresh.find((balance) => balance.symbol === 'LUSD')).toMatchObject({
      quantity: { decimals: '6', numeric: '975' },
      value: 975,
    })
    expect(await balances(stranger)).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } }),
      expect.objectContaining({ symbol: 'LUSD', quantity: { decimals: '6', numeric: '25' } }),
    ])

    const mine = await history(holder)
    expect(mine.data.slice(0, 2)).toEqual([
      {
        id: `${network}:${lusdTransfer}`,
        metadata: {
          operationType: 'send',
          hash: lusdTransfer,
          chain: network,
          minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          sentFrom: holder,
          sentTo: stranger,
          status: 'confirmed',
          nonce: 0,
        },
        transfers: [
          {
            direction: 'out',
            quantity: { numeric: '25' },
            fungible_info: { name: 'Latch USD', symbol: 'LUSD', icon: null },
          },
        ],
      },
      expect.objectContaining({
        id: `${network}:${solTransfer}`,
        metadata: expect.objectContaining({ operationType: 'send', sentTo: friend }),
        transfers: [
          {
            direction: 'out',
            quantity: { numeric: '1.5' },
            fungible_info: { name: 'Solana', symbol: 'SOL', icon: null },
          },
        ],
      }),
    ])
    expect(Date.parse(mine.data[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 600_000)
    const theirs = (await history(friend)).data.find((item) => item.metadata.hash === solTransfer)
    expect(theirs).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: holder, status: 'confirmed' },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }],
    })
    expect((await history(stranger)).data).toEqual([
      expect.objectContaining({
        id: `${network}:${lusdTransfer}`,
        metadata: expect.objectContaining({ operationType: 'receive', sentFrom: holder }),
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '25' },
            fungible_info: { name: 'Latch USD', symbol: 'LUSD', icon: null },
          },
        ],
      }),
    ])
  })

  it('pages history newest first with the cursor, never repeating, while new transactions arrive', async () => {
    const payee = solanaTestKey(5).address
    const sent: string[] = []
    for (let i = 1; i <= 23; i++) sent.push(await sendSol(4, payee, BigInt(i)))
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    let arrived = ''
    do {
      const page: Page = await history(payee, cursor ?? undefined)
      seen.push(...page.data.map((item) => item.metadata.hash))
      cursor = page.next
      pages++
      if (!arrived) arrived = await sendSol(4, payee, 999n)
    } while (cursor && pages < 10)
    expect(pages).toBe(2)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual([...sent].reverse())
    // The first page is kept 15 s (data-api.md); the transaction that arrived shows after that, or at once when
    // the client asks past the cache (forceUpdate, as after the visitor's own send), and from then on.
    expect((await history(payee)).data[0]?.metadata.hash).toBe(sent[22])
    expect((await history(payee, undefined, '&forceUpdate=1')).data[0]?.metadata.hash).toBe(arrived)
    expect((await history(payee)).data[0]?.metadata.hash).toBe(arrived)
    const all = await rpc.getSignaturesForAddress(address(payee), { limit: 100 }).send()
    expect(all.map((entry) => entry.signature as string)).toEqual([arrived, ...seen])
  })

  const rpcCall = (method: string, params: unknown[] = [], chainId = network) =>
    t.app.inject({
      method: 'POST',
      url: `/v1?chainId=${chainId}&projectId=latch-demo`,
      payload: { jsonrpc: '2.0', id: 3, method, params },
    })

  it('proxies Solana reads and sendTransaction, and refuses signing, scans and the faucet', async () => {
    const balance = await rpcCall('getBalance', [solanaTestKey(7).address])
    expect(balance.statusCode).toBe(200)
    expect(balance.json()).toMatchObject({ id: 3, result: { value: 100_000_000_000 } })
    // The node's text as it came: a u64 past 2^53 keeps its digits.
    const accounts = await rpcCall('getTokenAccountsByOwner', [
      solanaTestKey(7).address,
      { mint: solanaLocalUsdMint },
      { encoding: 'jsonParsed' },
    ])
    expect(accounts.body).toContain('18446744073709551615')
    const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(7).privateKey)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(signer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: signer,
                destination: address(friend),
                amount: lamports(1_000_000_000n),
              }),
            ],
            m,
          ),
      ),
    )
    const sent = await rpcCall('sendTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64' },
    ])
    expect(sent.json()).toMatchObject({ result: getSignatureFromTransaction(transaction) })
    expect((await rpc.getBalance(address(signer.address)).send()).value).toBeLessThan(
      99_000_000_000n,
    )
    for (const method of [
      'solana_signMessage',
      'solana_signTransaction',
      'getProgramAccounts',
      'requestAirdrop',
      'eth_chainId',
    ]) {
      const refused = await rpcCall(method, [solanaTestKey(7).address])
      expect(refused.statusCode, method).toBe(403)
      expect(refused.json()).toMatchObject({
        error: { message: 'Requested RPC call is not allowed' },
      })
    }
    const elsewhere = await rpcCall('getBalance', [holder], unserved)
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: `chainId: ${unserved} is not served here` }],
    })
    expect((await rpcCall('getBalance', [holder], 'solana:1')).statusCode).toBe(400)
    const nodeDown = await rpcCall('getBalance', [holder], down)
    expect(nodeDown.statusCode).toBe(502)
  })

  it('answers empty for a Solana network it does not serve', async () => {
    const base = `/v1/account/${holder}`
    expect((await t.get(`${base}/balance?${q}&chainId=${unserved}`)).json()).toEqual({
      balances: [],
    })
    expect((await t.get(`${base}/history?${q}&chainId=${unserved}`)).json()).toEqual({
      data: [],
      next: null,
    })
  })

  it('lists the Solana network among the supported chains', async () => {
    const { http } = (await t.get(`/v1/supported-chains?${q}`)).json() as { http: string[] }
    expect(http).toEqual(['eip155:31337', network, down])
  })

  it('reports each Solana node in /health: its slot, or down without the URL, and the server degraded', async () => {
    const response = await t.get('/health')
    expect(response.statusCode).toBe(200)
    const health = response.json() as {
      status: string
      checks: Record<string, { status: string; slot?: number; error?: string }>
    }
    expect(health.checks[`chain:${network}`]).toEqual({ status: 'ok', slot: expect.any(Number) })
    expect(health.checks[`chain:${network}`]?.slot).toBeGreaterThan(0)
    expect(health.checks[`chain:${down}`]).toMatchObject({
      status: 'down',
      error: expect.any(String),
    })
    expect(response.body).not.toContain('127.0.0.1:9')
    expect(health.status).toBe('degraded')
  })

  it('answers 502 in the API’s shape when the node does not answer', async () => {
    for (const path of ['balance', 'history']) {
      const response = await t.get(`/v1/account/${holder}/${path}?${q}&chainId=${down}`)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        status: 502,
        reasons: [{ name: 'Server Error', description: `The ${down} node did not answer` }],
      })
    }
  })

  it.each([
    [
      `/v1/account/${evmAddress}/balance?${q}&chainId=${network}`,
      'address: must be a Solana address',
    ],
    [
      `/v1/account/${evmAddress}/history?${q}&chainId=${network}`,
      'account: must be a Solana address',
    ],
    [`/v1/account/${holder}/balance?${q}&chainId=eip155:31337`, 'address: '],
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337`, 'account: '],
    [
      `/v1/account/0OIl${holder.slice(4)}/balance?${q}&chainId=${network}`,
      'address: must be a Solana address',
    ],
    // 44 base58 characters that are not 32 bytes.
    [
      `/v1/account/${'z'.repeat(44)}/balance?${q}&chainId=${network}`,
      'address: must be a Solana address',
    ],
    [`/v1/account/${holder}/balance?${q}&chainId=solana:1`, 'chainId: must be solana:'],
    [
      `/v1/account/${holder}/history?${q}&chainId=solana:${'0'.repeat(32)}`,
      'chainId: must be solana:',
    ],
    [
      `/v1/account/${holder}/history?${q}&chainId=${network}&cursor=not-a-cursor`,
      'cursor: not a valid cursor',
    ],
    [
      `/v1/account/${holder}/history?${q}&chainId=${network}&cursor=${'A'.repeat(86)}x`,
      'cursor: not a valid cursor',
    ],
  ])('refuses %s with 400: %s', async (url, description) => {
    const response = await t.get(url)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain(description)
  })

  it('never answers 5xx to any address, chainId or cursor', async () => {
    const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,46}$/)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(base58, fc.string({ maxLength: 60 }), fc.constant(holder)),
        fc.oneof(
          fc.constant(network),
          base58.map((reference) => `solana:${reference}`),
          fc.string({ maxLength: 50 }),
        ),
        fc.option(
          fc.oneof(
            fc.string({ maxLength: 100 }),
            fc
              .uint8Array({ minLength: 64, maxLength: 64 })
              .map((bytes) => Buffer.from(bytes).toString('base64url')),
          ),
          { nil: undefined },
        ),
        fc.constantFrom('balance', 'history'),
        async (account, chainId, cursor, path) => {
          const query = new URLSearchParams({ projectId: 'latch-demo', chainId })
          if (cursor !== undefined) query.set('cursor', cursor)
          const response = await t.get(
            `/v1/account/${encodeURIComponent(account)}/${path}?${query}`,
          )
          expect(response.statusCode, `${path} ${account} ${chainId} ${cursor}`).toBeLessThan(500)
          if (response.statusCode !== 200)
            expect(response.json()).toMatchObject({ status: response.statusCode, reasons: [{}] })
        },
      ),
      { numRuns: 150 },
    )
  })
})
