import { join } from 'node:path'
import { type CompiledContracts, compileContracts, dataDir } from '@latch/devstack/chain'
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
} from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { projectStore } from '../projects/store'
import { devGatewaySigner } from './namesConfig'

const testChain = useTestChain()
const COIN_TYPE = 0x80000000 + 31337
const zone = 'latch.eth'

type Reason = { status: number; reasons: Array<{ name: string; description: string }> }

describe.each(sqlTestDatabases)('names on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let compiled: CompiledContracts
  const alice = privateKeyToAccount(generatePrivateKey())
  const bob = privateKeyToAccount(generatePrivateKey())

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        names: {
          ...config.names,
          zones: new Map([
            ['latch-demo', zone],
            ['other', 'other.eth'],
          ]),
        },
      }),
    })
    await projectStore(db).upsert({
      id: 'other',
      name: 'Other',
      allowedOrigins: ['http://localhost:5173'],
      requestsPerMinute: 6000,
    })
    compiled = await compileContracts(join(dataDir, 'contracts-cache'))
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const message = (name: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      name,
      attributes: { avatar: 'https://example.com/alice.png', description: 'Alice' },
      timestamp: Date.now(),
      ...extra,
    })
  const post = (body: unknown, project = 'latch-demo') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/profile/account?projectId=${project}&st=latch&sv=test`,
      payload: body as Record<string, unknown>,
    })
  const register = async (
    signer: LocalAccount,
    text: string,
    options: { address?: Address; coinType?: number; wrap?: (signature: Hex) => Hex } = {},
  ) => {
    const signature = await signer.signMessage({ message: text })
    return post({
      coin_type: options.coinType ?? COIN_TYPE,
      address: options.address ?? signer.address,
      message: text,
      signature: options.wrap ? options.wrap(signature) : signature,
    })
  }
  const reason = (response: { json(): unknown }) => (response.json() as Reason).reasons[0]

  it('registers a name signed by its account, and answers it by name and by address', async () => {
    // Identity's cached answer (behaviour.md §9) is dropped when the name is registered.
    expect((await t.get(`/v1/identity/${alice.address}?${q}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
    const response = await register(alice, message('alice-test.latch.eth'))
    expect(response.statusCode, response.body).toBe(200)
    const byName = await t.get(`/v1/profile/account/alice-test.latch.eth?${q}`)
    expect(byName.json()).toMatchObject({
      name: 'alice-test.latch.eth',
      addresses: { [COIN_TYPE]: { address: alice.address.toLowerCase() } },
      attributes: { avatar: 'https://example.com/alice.png', description: 'Alice' },
    })
    const reverse = await t.get(`/v1/profile/reverse/${alice.address}?${q}`)
    expect((reverse.json() as Array<{ name: string }>).map((entry) => entry.name)).toEqual([
      'alice-test.latch.eth',
    ])
    // The identity the Account view and Activity read.
    expect((await t.get(`/v1/identity/${alice.address}?${q}`)).json()).toEqual({
      name: 'alice-test.latch.eth',
      avatar: 'https://example.com/alice.png',
    })
  })

  it('refuses a replay, a stale message, another signer and a taken name', async () => {
    const text = message('replayed.latch.eth')
    const signature = await bob.signMessage({ message: text })
    const body = { coin_type: COIN_TYPE, address: bob.address, message: text, signature }
    expect((await post(body)).statusCode).toBe(200)
    const replay = await post(body)
    expect(replay.statusCode).toBe(409)
    expect(reason(replay)?.name).toBe('Replayed')

    const stale = await register(
      bob,
      message('stale-one.latch.eth', { timestamp: Date.now() - 3_600_000 }),
    )
    expect(stale.statusCode).toBe(400)
    expect(reason(stale)?.name).toBe('Stale Message')

    const other = await register(bob, message('someone.latch.eth'), { address: alice.address })
    expect(other.statusCode).toBe(401)
    expect(reason(other)?.name).toBe('Invalid Signature')

    const taken = await register(bob, message('alice-test.latch.eth'))
    expect(taken.statusCode).toBe(409)
    expect(reason(taken)?.description).toBe('alice-test.latch.eth is taken')
    expect((await t.get(`/v1/profile/account/alice-test.latch.eth?${q}`)).json()).toMatchObject({
      addresses: { [COIN_TYPE]: { address: alice.address.toLowerCase() } },
    })
  })

  it('suggests free names when one is taken', async () => {
    const free = await t.get(`/v1/profile/suggestions/nobody-yet.latch.eth?${q}&zone=${zone}`)
    expect(free.json()).toEqual({
      suggestions: [{ name: 'nobody-yet.latch.eth', registered: false }],
    })
    await register(bob, message('alice-test1.latch.eth'))
    const taken = await t.get(`/v1/profile/suggestions/alice-test.latch.eth?${q}&zone=${zone}`)
    const { suggestions } = taken.json() as {
      suggestions: Array<{ name: string; registered: boolean }>
    }
    expect(suggestions[0]).toEqual({ name: 'alice-test.latch.eth', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
    expect(suggestions.map((entry) => entry.name)).not.toContain('alice-test1.latch.eth')
  })

  it('refuses a coin type whose chain id is at or above 0x80000000, and one of a chain not served', async () => {
    for (const coinType of [0x80000000, 0x80000000 + 0x80000000, 2 ** 53 - 1, 60, 0x80000000 + 1]) {
      const response = await register(bob, message(`coins-${coinType}.latch.eth`), { coinType })
      expect(response.statusCode, String(coinType)).toBe(400)
      expect(reason(response)?.description).toContain('coin_type')
    }
  })

  it('registers for an ERC-1271 contract account and an ERC-6492 counterfactual one', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const wallet = t.wallet(2)
    const deployed = await wallet.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi: compiled.TestErc1271Wallet.abi,
        bytecode: compiled.TestErc1271Wallet.bytecode,
        args: [owner.address],
      }),
      pollingInterval: 20,
    })
    const contract = getAddress(deployed.contractAddress as Address)
    expect(
      (await register(owner, message('contract.latch.eth'), { address: contract })).statusCode,
    ).toBe(200)
    // The contract decides: a stranger's signature for it is refused.
    expect(
      (await register(bob, message('contract2.latch.eth'), { address: contract })).statusCode,
    ).toBe(401)

    const factoryReceipt = await wallet.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi: compiled.TestErc1271WalletFactory.abi,
        bytecode: compiled.TestErc1271WalletFactory.bytecode,
      }),
      pollingInterval: 20,
    })
    const factory = getAddress(factoryReceipt.contractAddress as Address)
    const salt = keccak256(toHex('names-6492'))
    const counterfactual = getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: encodeDeployData({
        abi: compiled.TestErc1271Wallet.abi,
        bytecode: compiled.TestErc1271Wallet.bytecode,
        args: [owner.address],
      }),
    })
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: compiled.TestErc1271WalletFactory.abi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature,
      })
    const smart = await register(owner, message('smart-account.latch.eth'), {
      address: counterfactual,
      wrap,
    })
    expect(smart.statusCode, smart.body).toBe(200)
    expect(await wallet.getCode({ address: counterfactual })).toBeUndefined()
    expect(
      (await register(bob, message('smart-account2.latch.eth'), { address: counterfactual, wrap }))
        .statusCode,
    ).toBe(401)
  })

  it("never answers one project's zone for another", async () => {
    const other = (url: string) =>
      t.get(`${url}${url.includes('?') ? '&' : '?'}projectId=other&st=latch&sv=test`)
    expect((await other('/v1/profile/account/alice-test.latch.eth')).statusCode).toBe(400)
    expect((await other('/v1/profile/account/alice-test.other.eth')).statusCode).toBe(404)
    expect((await other(`/v1/profile/reverse/${alice.address}`)).json()).toEqual([])
    expect((await other(`/v1/identity/${alice.address}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
    expect(
      (await other(`/v1/profile/suggestions/alice-test.latch.eth?zone=${zone}`)).statusCode,
    ).toBe(404)
    // A message for the demo's zone, sent to the other project, registers nothing.
    const crossed = await register(bob, message('crossing.latch.eth'), { address: bob.address })
    expect(crossed.statusCode).toBe(200)
    const text = message('crossing2.latch.eth')
    const response = await post(
      {
        coin_type: COIN_TYPE,
        address: bob.address,
        message: text,
        signature: await bob.signMessage({ message: text }),
      },
      'other',
    )
    expect(response.statusCode).toBe(400)
  })

  it('answers CCIP-Read lookups of the zone, signed by the gateway key', async () => {
    const resolver = getAddress(`0x${'12'.repeat(20)}`)
    const profile = parseAbi([
      'function addr(bytes32 node) view returns (address)',
      'function text(bytes32 node, string key) view returns (string)',
      'function resolve(bytes name, bytes data) view returns (bytes)',
    ])
    const gateway = (sender: string, data: string) =>
      t.app.inject({ method: 'POST', url: '/names/gateway', payload: { sender, data } })
    const lookup = async (name: string, data: Hex) => {
      const request = encodeFunctionData({
        abi: profile,
        functionName: 'resolve',
        args: [toHex(packetToBytes(name)), data],
      })
      const response = await gateway(resolver, request)
      return { request, response }
    }
    const node = namehash('alice-test.latch.eth')
    const { request, response } = await lookup(
      'alice-test.latch.eth',
      encodeFunctionData({ abi: profile, functionName: 'addr', args: [node] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    // Any page's ENS library may ask (a CORS preflight first).
    expect(response.headers['access-control-allow-origin']).toBe('*')
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/names/gateway' })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      (response.json() as { data: Hex }).data,
    )
    expect(decodeFunctionResult({ abi: profile, functionName: 'addr', data: result })).toBe(
      alice.address,
    )
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', resolver, expires, keccak256(request), keccak256(result)],
      ),
    )
    expect(await recoverAddress({ hash, signature })).toBe(devGatewaySigner)

    const text = await lookup(
      'alice-test.latch.eth',
      encodeFunctionData({ abi: profile, functionName: 'text', args: [node, 'avatar'] }),
    )
    const [textResult] = decodeAbiParameters(
      [{ type: 'bytes' }],
      (text.response.json() as { data: Hex }).data,
    )
    expect(decodeFunctionResult({ abi: profile, functionName: 'text', data: textResult })).toBe(
      'https://example.com/alice.png',
    )
    // A name of no zone here, and a node that is not the name's.
    const outside = await lookup(
      'alice.eth',
      encodeFunctionData({ abi: profile, functionName: 'addr', args: [namehash('alice.eth')] }),
    )
    expect(outside.response.statusCode).toBe(404)
    const mismatched = await lookup(
      'alice-test.latch.eth',
      encodeFunctionData({ abi: profile, functionName: 'addr', args: [namehash('x.latch.eth')] }),
    )
    expect(mismatched.response.statusCode).toBe(400)
    expect((await gateway(resolver, '0xdeadbeef')).statusCode).toBe(400)
    // A client over its budget waits (LATCH_NAMES_GATEWAY_REQUESTS_PER_MINUTE, 3 here).
    const limited = await startTestApp(db, undefined, {
      config: (config) => ({ ...config, names: { ...config.names, gatewayRequestsPerMinute: 3 } }),
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/names/gateway',
              payload: { sender: resolver, data: request },
            })
          ).statusCode,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
    expect((await gateway('0x12', request)).statusCode).toBe(400)
  })

  it('answers 200 hostile names with 4xx, never 5xx', async () => {
    const hostile = hostileNames()
    expect(hostile.length).toBeGreaterThanOrEqual(200)
    for (const name of hostile) {
      const path = encodeURIComponent(name)
      for (const response of [
        await t.get(`/v1/profile/account/${path}?${q}`),
        await t.get(`/v1/profile/suggestions/${path}?${q}&zone=${zone}`),
        await register(bob, message(name)),
      ]) {
        expect(
          response.statusCode,
          `${JSON.stringify(name)}: ${response.body}`,
        ).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, JSON.stringify(name)).toBeLessThan(500)
        expect(response.body).not.toMatch(/at .*\.ts|stack/i)
      }
    }
  }, 60_000)
})

/** Names no zone may take: confusables, empty labels, too long, dots, controls, too short, other zones. */
function hostileNames(): string[] {
  const labels = [
    'аlice', // Cyrillic а
    'alicе', // Cyrillic е
    'ａｌｉｃｅ', // full-width
    'al\u200bice', // zero-width space
    'al\u202eice', // right-to-left override
    'alice\u0000',
    'ali ce',
    'al_ice',
    'abc',
    '',
    '-',
    'a'.repeat(64),
    'a'.repeat(300),
    'a'.repeat(5000),
    'al.ice',
    '.alice',
    'alice.',
    '..',
    'alice..x',
    '💥💥💥💥',
    'ÀLICE',
    'alice%00',
    '<script>',
    "alice'--",
    'alice\n',
    'xn--80ak6aa92e',
    'ab--cd',
    'alice\t',
    'al/ice',
    'al?ice',
    'al#ice',
    'al%2eice',
    '😀alice',
    'alice\u0301',
    'ǎlice',
  ]
  const zones = ['latch.eth', 'other.eth', 'eth', '', 'latch.eth.', 'LATCH.ETH.evil', 'latch․eth']
  const names: string[] = []
  for (const label of labels) for (const z of zones) names.push(z ? `${label}.${z}` : label)
  return names.slice(0, 200).concat(['.latch.eth', 'latch.eth', '...latch.eth', ' '.repeat(10)])
}
