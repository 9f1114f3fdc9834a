import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { testAccount } from '@latch/devstack/chain'
import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  startSolanaChain,
} from '@latch/devstack/solana'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  lamports,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createServer } from '../../createServer'
import { generateKek } from '../../platform/crypto/kekList'
import { useTestChain } from '../../testing/startTestApp'
import { walletStorages } from './testing/walletStorages'

// The server as an operator runs it, with every log line it writes (debug level) kept: the private key must
// appear in none, and a restart on the same database, in a process of its own, must give the same wallet.
const main = join(dirname(fileURLToPath(import.meta.url)), '../../main.ts')
const secureSite = 'http://127.0.0.1:8788'
const kek = generateKek('k1')

const testChain = useTestChain()

type Server = { url: string; output: () => string; stop(): Promise<void> }

const serverEnv = (solanaRpcUrl: string) => ({
  HOST: '127.0.0.1',
  LATCH_INDEXER: '0',
  LATCH_SEED_DEMO_PROJECT: '1',
  LATCH_LOG_LEVEL: 'debug',
  LATCH_SECURE_SITE_URL: secureSite,
  LATCH_CHAINS: JSON.stringify([
    { caipNetworkId: 'eip155:31337', rpcUrl: testChain.chain.rpcUrl },
    { caipNetworkId: solanaLocalCaipNetworkId, rpcUrl: solanaRpcUrl },
  ]),
})

/**
 * The server as main.ts makes it (loadConfig from the environment, then createServer), in this process: the
 * production logger at debug level, its lines written where the test reads them. A spawned process would cost
 * seconds of CPU to load the same modules; the restart below is one.
 */
async function startInProcess(env: Record<string, string>, solanaRpcUrl: string): Promise<Server> {
  let output = ''
  const config = loadConfig({ ...process.env, ...serverEnv(solanaRpcUrl), ...env })
  const server = await createServer(config, {
    logStream: {
      write(line) {
        output += line
      },
    },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server did not listen')
  return {
    url: `http://127.0.0.1:${address.port}`,
    output: () => output,
    stop: () => server.close(),
  }
}

/** The server process (main.ts), as `npm start` and an operator run it, with its whole output kept. */
async function startProcess(env: Record<string, string>, solanaRpcUrl: string): Promise<Server> {
  // PORT=0: the server binds a port the system picks and says which. A port picked here and passed on could be
  // taken before the server binds it, by its own SMTP sink among others (seen once).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@latch/source', main],
    {
      env: { ...process.env, PORT: '0', ...serverEnv(solanaRpcUrl), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      60_000,
    )
    const check = () => {
      const listening = /Latch server listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (listening?.[1]) {
        clearTimeout(timer)
        resolve(listening[1])
      }
    }
    child.stdout?.on('data', check)
    child.on('exit', () => {
      clearTimeout(timer)
      reject(new Error(`the server exited:\n${output}`))
    })
  })
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

// A test of the process, not of SQL (the wallets' store tests run that on both databases): one database, the
// PGlite directory a one-machine deployment runs on, whose restart reopens files another process held.
const processStorages = walletStorages.filter((storage) => storage.name === 'PGlite')

describe.each(processStorages)('the wallet in the server process on $name', (storage) => {
  let place: Awaited<ReturnType<(typeof walletStorages)[number]['create']>>
  let server: Server | undefined
  let logs = ''
  const email = `${randomBytes(6).toString('hex')}@example.com`
  const deviceId = randomBytes(12).toString('hex')
  let token = ''
  let address: Hex
  let privateKey: Hex
  /** The Solana side's user (another e-mail: the export code's 30 s cooldown is per address). */
  const solanaEmail = `${randomBytes(6).toString('hex')}@example.com`
  let solanaToken = ''
  let solanaAccount = ''
  let solanaSecret = ''
  let solana: SolanaChain

  beforeAll(async () => {
    ;[place, solana] = await Promise.all([storage.create(), startSolanaChain({ port: 0 })])
  })
  afterAll(async () => {
    if (server) await server.stop()
    await solana?.close()
    await place?.remove()
  })

  const env = async () => ({ ...(await place.processEnv()), LATCH_KEK: kek })

  async function call(path: string, payload: object = {}, bearer = token) {
    if (!server) throw new Error('no server')
    const response = await fetch(`${server.url}/v1${path}?projectId=latch-demo`, {
      method: 'POST',
      headers: {
        origin: secureSite,
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(payload),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** solana_signMessage of `text` by the Solana user: a signature that verifies against the account. */
  async function expectSolanaSignature(text: string) {
    const message = new TextEncoder().encode(text)
    const signed = await call(
      '/wallets/sign',
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: solanaAccount },
        chainId: solanaLocalCaipNetworkId,
      },
      solanaToken,
    )
    expect(signed.status).toBe(200)
    const { signature } = signed.body.result as { signature: string }
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(solanaAddress(solanaAccount)),
        new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
        message,
      ),
    ).toBe(true)
  }

  async function lastCode(to: string) {
    if (!server) throw new Error('no server')
    const inbox = (await (
      await fetch(`${server.url}/dev/inbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as { messages: Array<{ text: string }> }
    return /\b(\d{6})\b/.exec(inbox.messages[0]?.text ?? '')?.[1]
  }

  it('signs in by e-mail, gets an address, signs, sends, and exports the key after a code (EVM, then Solana)', async () => {
    server = await startInProcess(await env(), solana.rpcUrl)
    expect((await call('/auth/email/start', { email, deviceId })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const verified = await call('/auth/email/verify', {
      email,
      deviceId,
      otp: await lastCode(email),
    })
    expect(verified.status).toBe(200)
    token = verified.body.token as string

    address = (await call('/wallets/account')).body.address as Hex
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const signed = await call('/wallets/sign', {
      method: 'personal_sign',
      params: ['hello', address],
    })
    expect(
      await verifyMessage({ address, message: 'hello', signature: signed.body.result as Hex }),
    ).toBe(true)

    const funder = createWalletClient({
      account: testAccount(5),
      chain: { ...foundry, rpcUrls: { default: { http: [testChain.chain.rpcUrl] } } },
      transport: http(testChain.chain.rpcUrl),
    })
    const chain = createPublicClient({ transport: http(testChain.chain.rpcUrl) })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
      pollingInterval: 20,
    })
    const sent = await call('/wallets/sign', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: testAccount(6).address, value: toHex(1234n) }],
      chainId: 31337,
    })
    expect(sent.status).toBe(200)
    const receipt = await chain.waitForTransactionReceipt({
      hash: sent.body.result as Hex,
      pollingInterval: 20,
    })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    expect((await call('/wallets/export/start')).body).toEqual({ sent: true })
    const exported = await call('/wallets/export', { otp: await lastCode(email) })
    expect(exported.status).toBe(200)
    privateKey = exported.body.privateKey as Hex
    expect(privateKeyToAccount(privateKey).address).toBe(address)

    // The Solana account of another user: signs, sends, exports.
    expect((await call('/auth/email/start', { email: solanaEmail, deviceId })).status).toBe(200)
    solanaToken = (
      await call('/auth/email/verify', {
        email: solanaEmail,
        deviceId,
        otp: await lastCode(solanaEmail),
      })
    ).body.token as string
    solanaAccount = (await call('/wallets/account', { namespace: 'solana' }, solanaToken)).body
      .address as string
    await expectSolanaSignature('hello solana')
    const rpc = createSolanaRpc(solana.rpcUrl)
    await rpc.requestAirdrop(solanaAddress(solanaAccount), lamports(1_000_000_000n)).send()
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const friend = solanaAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
    const transfer = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(solanaAddress(solanaAccount), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(solanaAddress(solanaAccount)),
                destination: friend,
                amount: lamports(10_000_000n),
              }),
            ],
            m,
          ),
      ),
    )
    const solanaSent = await call(
      '/wallets/sign',
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: getBase64EncodedWireTransaction(transfer) },
        chainId: solanaLocalCaipNetworkId,
      },
      solanaToken,
    )
    expect(solanaSent.status, JSON.stringify(solanaSent.body)).toBe(200)
    expect((await rpc.getBalance(friend).send()).value).toBe(10_000_000n)
    expect((await call('/wallets/export/start', {}, solanaToken)).body).toEqual({ sent: true })
    const solanaExport = await call(
      '/wallets/export',
      { otp: await lastCode(solanaEmail), namespace: 'solana' },
      solanaToken,
    )
    expect(solanaExport.status).toBe(200)
    solanaSecret = solanaExport.body.privateKey as string
    expect(getBase58Decoder().decode(getBase58Encoder().encode(solanaSecret).slice(32))).toBe(
      solanaAccount,
    )

    await server.stop()
    logs += server.output()
    server = undefined
  })

  // The process opens the files the first server held, as a restart does.
  it('after a restart on the same database, the same user has the same address and still signs', async () => {
    server = await startProcess(await env(), solana.rpcUrl)
    expect((await call('/wallets/account')).body).toEqual({
      address,
      accounts: [{ address, type: 'eoa' }],
    })
    const signed = await call('/wallets/sign', {
      method: 'personal_sign',
      params: ['after restart', address],
    })
    expect(
      await verifyMessage({
        address,
        message: 'after restart',
        signature: signed.body.result as Hex,
      }),
    ).toBe(true)
    expect((await call('/wallets/account', { namespace: 'solana' }, solanaToken)).body).toEqual({
      address: solanaAccount,
      accounts: [{ address: solanaAccount, type: 'eoa' }],
    })
    await expectSolanaSignature('after restart')
    await server.stop()
    logs += server.output()
    server = undefined
  })

  it('wrote the private key into no log line (debug level, both runs)', () => {
    // The logs are real: requests were logged.
    expect(logs).toContain('/v1/wallets/sign')
    const bytes = Buffer.from(privateKey.slice(2), 'hex')
    const lower = logs.toLowerCase()
    expect(lower).not.toContain(privateKey.slice(2).toLowerCase())
    expect(logs).not.toContain(bytes.toString('base64'))
    expect(logs).not.toContain(bytes.toString('base64url'))
  })

  it('wrote the Solana secret into no log line either (its seed in any encoding)', () => {
    // The export was logged (user, namespace, address), as its line says.
    expect(logs).toMatch(
      /"namespace":"solana".*"wallet key exported"|wallet key exported.*"namespace":"solana"/,
    )
    expect(logs).toContain(solanaAccount)
    const secret = Buffer.from(getBase58Encoder().encode(solanaSecret))
    const seed = secret.subarray(0, 32)
    expect(logs).not.toContain(solanaSecret)
    expect(logs).not.toContain(getBase58Decoder().decode(seed))
    expect(logs.toLowerCase()).not.toContain(seed.toString('hex'))
    expect(logs).not.toContain(seed.toString('base64'))
    expect(logs).not.toContain(seed.toString('base64url'))
  })
})
