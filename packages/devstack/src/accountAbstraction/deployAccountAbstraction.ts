import {
  type Address,
  createTestClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { accountAbstractionArtifacts } from './accountAbstractionArtifacts'

export type AccountAbstractionContracts = {
  /** EntryPoint v0.7 at its canonical address (`entryPoint07Address`), where bundlers and SDKs expect it. */
  entryPoint: Address
  /** SimpleAccountFactory v0.7 at the address permissionless' `toSimpleSmartAccount` uses by default. */
  simpleAccountFactory: Address
  /** A VerifyingPaymaster signed for by `devPaymasterSigner`, with 100 ETH deposited at the EntryPoint. */
  verifyingPaymaster: Address
}

/** The canonical SimpleAccountFactory v0.7 (as on public chains, and permissionless' default). */
export const simpleAccountFactory07Address: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

/** The SenderCreator of the canonical EntryPoint v0.7 (which deploys accounts from their `initCode`). */
const senderCreator07Address: Address = '0xEFC2c1444eBCC4Db75e7613d20C6a62fF67A167C'

/**
 * The dev verifying paymaster's signer: a dev-only key, not a secret (the server's paymaster module reads its
 * signer key from its configuration; this one is the dev stack's).
 */
export const devPaymasterSignerKey: Hex =
  '0x4337433743374337433743374337433743374337433743374337433743374337'

/**
 * The account that deploys the ERC-4337 contracts: an impersonated address of its own, so that no test account's
 * nonce moves and the other dev contracts keep their addresses.
 */
const deployer: Address = '0x4337000000000000000000000000000000004337'

/**
 * Deploys EntryPoint v0.7, SimpleAccountFactory and a VerifyingPaymaster on a dev chain (anvil). The EntryPoint
 * and the factory are deployed, then their runtime code is copied to the canonical addresses (`anvil_setCode`):
 * their immutables (the EntryPoint's SenderCreator, the factory's account implementation) stay valid there.
 */
export async function deployAccountAbstraction(
  rpcUrl: string,
): Promise<AccountAbstractionContracts> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  await client.setBalance({ address: deployer, value: parseEther('1000') })
  await client.impersonateAccount({ address: deployer })
  const { entryPoint, simpleAccountFactory, verifyingPaymaster } = accountAbstractionArtifacts

  const deploy = async (artifact: { abi: readonly unknown[]; bytecode: Hex }, args: unknown[]) => {
    const nonce = await client.getTransactionCount({ address: deployer })
    const hash = await client.deployContract({
      abi: artifact.abi as never,
      bytecode: artifact.bytecode,
      args: args as never,
      account: deployer,
      chain: null,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error('ERC-4337 contract deployment reverted')
    return getContractAddress({ from: deployer, nonce: BigInt(nonce) })
  }
  const copyTo = async (from: Address, to: Address) => {
    const code = await client.getCode({ address: from })
    if (!code) throw new Error(`No code at ${from}`)
    await client.setCode({ address: to, bytecode: code })
  }

  // The EntryPoint creates its SenderCreator (its first CREATE) and keeps its address as an immutable. Alto's
  // simulations run a modified EntryPoint that calls the canonical SenderCreator: both are put at the canonical
  // addresses, and the immutable in the copied code is rewritten to it, as the EntryPoint on public chains has.
  const deployedEntryPoint = await deploy(entryPoint, [])
  const deployedSenderCreator = getContractAddress({ from: deployedEntryPoint, nonce: 1n })
  await copyTo(deployedSenderCreator, senderCreator07Address)
  const entryPointCode = await client.getCode({ address: deployedEntryPoint })
  if (!entryPointCode) throw new Error('EntryPoint deployment left no code')
  await client.setCode({
    address: entryPoint07Address,
    bytecode: entryPointCode.replaceAll(
      deployedSenderCreator.slice(2).toLowerCase(),
      senderCreator07Address.slice(2).toLowerCase(),
    ) as Hex,
  })
  await copyTo(
    await deploy(simpleAccountFactory, [entryPoint07Address]),
    simpleAccountFactory07Address,
  )
  const signer = privateKeyToAccount(devPaymasterSignerKey).address
  const paymaster = await deploy(verifyingPaymaster, [entryPoint07Address, signer])
  const hash = await client.writeContract({
    address: paymaster,
    abi: verifyingPaymaster.abi,
    functionName: 'deposit',
    value: parseEther('100'),
    account: deployer,
    chain: null,
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await client.stopImpersonatingAccount({ address: deployer })
  return {
    entryPoint: entryPoint07Address,
    simpleAccountFactory: simpleAccountFactory07Address,
    verifyingPaymaster: paymaster,
  }
}
