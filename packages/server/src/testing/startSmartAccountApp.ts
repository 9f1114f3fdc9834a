import {
  type Bundler,
  type Chain,
  deployAccountAbstraction,
  devPaymasterSignerKey,
  expectedAddresses,
  startBundler,
  startChain,
} from '@latch/devstack/chain'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { freePort } from '../../../../scripts/test/startPostgres'
import type { ServerConfig } from '../config'
import { generateKek, parseKekList } from '../platform/crypto/kekList'
import type { Database } from '../platform/db/Database'
import { startTestApp, type TestApp } from './startTestApp'

/**
 * The embedded wallet's smart account stack, nothing faked (docs/smart-accounts.md): an anvil of its own with
 * EntryPoint v0.7, the SimpleAccountFactory and the VerifyingPaymaster, Alto, and the app with a KEK, the
 * paymaster and the bundler configured. `prepare` deploys what a file adds (before the app starts) and returns
 * the config it needs.
 */
export async function startSmartAccountApp(
  create: () => Promise<Database>,
  prepare: (rpcUrl: string) => Promise<(config: ServerConfig) => ServerConfig> = async () => (c) =>
    c,
) {
  const [chain, db]: [Chain, Database] = await Promise.all([
    startChain({ port: await freePort(), chainId: 31337 }),
    create(),
  ])
  let bundler: Bundler | undefined
  let t: TestApp | undefined
  const close = async () => {
    await t?.close()
    await bundler?.stop()
    await chain.stop()
    await db.close()
  }
  try {
    // One after the other: both send from the test accounts, whose nonces would race.
    const { verifyingPaymaster } = await deployAccountAbstraction(chain.rpcUrl)
    const extra = await prepare(chain.rpcUrl)
    bundler = await startBundler({ rpcUrl: chain.rpcUrl, port: 0 })
    const bundlerUrl = bundler.url
    const parsed = parseKekList(generateKek('k1'))
    if (!('keks' in parsed)) throw new Error(parsed.problem)
    t = await startTestApp(
      db,
      { chain, contracts: expectedAddresses() },
      {
        config: (base) =>
          extra({
            ...base,
            keks: parsed.keks,
            paymaster: {
              signer: privateKeyToAccount(devPaymasterSignerKey),
              contracts: { 31337: verifyingPaymaster },
              validitySeconds: 600,
              verificationGasLimit: 100_000n,
            },
            smartAccounts: { bundlers: { 31337: bundlerUrl } },
          }),
      },
    )
    await t.app.ready()
    return { chain, db, bundler, t, paymaster: verifyingPaymaster as Hex, close }
  } catch (error) {
    await close()
    throw error
  }
}
