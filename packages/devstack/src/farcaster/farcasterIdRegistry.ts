import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  pad,
  publicActions,
  toHex,
} from 'viem'
import { compileSolidity } from '../solidity/compileSolidity'

/** Where the real ID registry is on Optimism, and so where `@farcaster/auth-client` reads it. */
export const farcasterIdRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const testClient = (rpcUrl: string) =>
  createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)

/**
 * Installs the ID-registry stand-in (`DevFarcasterIdRegistry.sol`) at the real registry's address on an anvil
 * chain (anvil_setCode: no transaction, so no account's nonce moves). Its runtime code is what its creation code
 * returns, run as a call. Compiled once into `cacheDir`.
 */
export async function installFarcasterIdRegistry(rpcUrl: string, cacheDir: string) {
  const client = testClient(rpcUrl)
  const existing = await client.getCode({ address: farcasterIdRegistryAddress })
  if (existing && existing !== '0x') return
  const { DevFarcasterIdRegistry } = await compileSolidity({
    dir: dirname(fileURLToPath(import.meta.url)),
    files: ['DevFarcasterIdRegistry.sol'],
    contracts: { DevFarcasterIdRegistry: ['DevFarcasterIdRegistry.sol', 'DevFarcasterIdRegistry'] },
    cacheDir,
    cacheName: 'farcaster-contracts',
  })
  const { data } = await client.call({ data: DevFarcasterIdRegistry.bytecode })
  if (!data) throw new Error('the ID registry stand-in has no runtime code')
  await client.setCode({ address: farcasterIdRegistryAddress, bytecode: data })
}

const slotOf = (key: { type: 'address' | 'uint256'; value: Address | bigint }, slot: bigint) =>
  keccak256(
    encodeAbiParameters([{ type: key.type }, { type: 'uint256' }], [key.value as never, slot]),
  )

/**
 * Records in the stand-in that `custody` owns `fid` (both ways, as the real registry's `register` does). A fid
 * given to another custody address leaves the previous one's `idOf` as it was: tests of a stale owner use it.
 */
export async function registerFarcasterFid(rpcUrl: string, fid: bigint, custody: Address) {
  const client = testClient(rpcUrl)
  await client.setStorageAt({
    address: farcasterIdRegistryAddress,
    index: slotOf({ type: 'address', value: custody }, 0n),
    value: pad(toHex(fid)),
  })
  await client.setStorageAt({
    address: farcasterIdRegistryAddress,
    index: slotOf({ type: 'uint256', value: fid }, 1n),
    value: pad(custody as Hex),
  })
}
