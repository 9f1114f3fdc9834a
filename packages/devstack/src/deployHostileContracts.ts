import { type Address, createWalletClient, defineChain, type Hex, http, publicActions } from 'viem'
import type { CompiledContracts } from './compileContracts'
import { testAccount } from './testAccounts'

export type HostileContracts = {
  /** Deploys a HostileToken with the given name, symbol and decimals. */
  token(name: string, symbol: string, decimals: number): Promise<Address>
  /** Emits Transfer(from → to, value) from a HostileToken: a transfer `from` never made. */
  forge(token: Address, from: Address, to: Address, value: bigint): Promise<Hex>
  /** Emits a TransferBatch log claiming one id and one value but carrying neither. */
  malformedBatch(to: Address): Promise<Hex>
  /** Deploys ReturnBomb: `blob(size)` answers `size` bytes. */
  returnBomb(): Promise<Address>
}

/**
 * Hostile contracts for the server's tests and the bench, sent from `attacker` (test account #9 by default):
 * each call waits for its receipt, so the transaction is mined when it resolves.
 */
export function hostileContracts(
  rpcUrl: string,
  compiled: CompiledContracts,
  attacker = testAccount(9),
): HostileContracts {
  const client = createWalletClient({ account: attacker, transport: http(rpcUrl) }).extend(
    publicActions,
  )
  const chain = async () =>
    defineChain({
      id: await client.getChainId(),
      name: 'Dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Hostile transaction ${hash} reverted`)
    return receipt
  }
  const deploy = async (contract: keyof CompiledContracts, args: readonly unknown[]) => {
    const { abi, bytecode } = compiled[contract]
    const receipt = await mined(
      await client.deployContract({ abi, bytecode, args, chain: await chain() }),
    )
    if (!receipt.contractAddress) throw new Error(`${contract} was not deployed`)
    return receipt.contractAddress
  }
  const call = async (
    contract: keyof CompiledContracts,
    address: Address,
    functionName: string,
    args: readonly unknown[],
  ) => {
    const { abi } = compiled[contract]
    const hash = await client.writeContract({
      abi,
      address,
      functionName,
      args,
      chain: await chain(),
    })
    await mined(hash)
    return hash
  }
  let batch: Address | undefined
  return {
    token: (name, symbol, decimals) => deploy('HostileToken', [name, symbol, decimals]),
    forge: (token, from, to, value) => call('HostileToken', token, 'forge', [from, to, value]),
    async malformedBatch(to) {
      batch ??= await deploy('MalformedBatch', [])
      return call('MalformedBatch', batch, 'emitMalformed', [to])
    },
    returnBomb: () => deploy('ReturnBomb', []),
  }
}
