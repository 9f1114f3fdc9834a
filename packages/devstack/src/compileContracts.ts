import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledContract, compileSolidity } from './solidity/compileSolidity'

export type CompiledContracts = Record<
  | 'TestToken'
  | 'TestNft'
  | 'TestMulti'
  | 'HostileToken'
  | 'MalformedBatch'
  | 'ReturnBomb'
  | 'TestErc1271Wallet'
  | 'TestErc1271WalletFactory'
  | 'SessionSpendLimits',
  CompiledContract
>

const contractsDir = join(dirname(fileURLToPath(import.meta.url)), 'contracts')

/** Compiles the dev chains' contracts (`contracts/`: the test contracts, and SessionSpendLimits), cached in `cacheDir` (`compileSolidity`). */
export function compileContracts(cacheDir: string): Promise<CompiledContracts> {
  return compileSolidity({
    dir: contractsDir,
    files: [
      'TestToken.sol',
      'TestNft.sol',
      'TestMulti.sol',
      'HostileToken.sol',
      'MalformedBatch.sol',
      'ReturnBomb.sol',
      'TestErc1271Wallet.sol',
      'SessionSpendLimits.sol',
    ],
    contracts: {
      TestToken: ['TestToken.sol', 'TestToken'],
      TestNft: ['TestNft.sol', 'TestNft'],
      TestMulti: ['TestMulti.sol', 'TestMulti'],
      HostileToken: ['HostileToken.sol', 'HostileToken'],
      MalformedBatch: ['MalformedBatch.sol', 'MalformedBatch'],
      ReturnBomb: ['ReturnBomb.sol', 'ReturnBomb'],
      TestErc1271Wallet: ['TestErc1271Wallet.sol', 'TestErc1271Wallet'],
      TestErc1271WalletFactory: ['TestErc1271Wallet.sol', 'TestErc1271WalletFactory'],
      SessionSpendLimits: ['SessionSpendLimits.sol', 'SessionSpendLimits'],
    },
    cacheDir,
    cacheName: 'contracts',
  })
}
