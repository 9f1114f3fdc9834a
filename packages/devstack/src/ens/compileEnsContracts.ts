import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledContract, compileSolidity } from '../solidity/compileSolidity'

export type EnsContractName =
  | 'DevEnsRegistry'
  | 'DevEnsResolver'
  | 'DevEnsUniversalResolver'
  | 'DevEnsOffchainResolver'
export type CompiledEnsContracts = Record<EnsContractName, CompiledContract>

/** Compiles the dev ENS contracts (this folder's), cached in `cacheDir` beside the test contracts. */
export function compileEnsContracts(cacheDir: string): Promise<CompiledEnsContracts> {
  return compileSolidity({
    dir: dirname(fileURLToPath(import.meta.url)),
    files: [
      'DevEnsRegistry.sol',
      'DevEnsResolver.sol',
      'DevEnsUniversalResolver.sol',
      'DevEnsOffchainResolver.sol',
    ],
    contracts: {
      DevEnsRegistry: ['DevEnsRegistry.sol', 'DevEnsRegistry'],
      DevEnsResolver: ['DevEnsResolver.sol', 'DevEnsResolver'],
      DevEnsUniversalResolver: ['DevEnsUniversalResolver.sol', 'DevEnsUniversalResolver'],
      DevEnsOffchainResolver: ['DevEnsOffchainResolver.sol', 'DevEnsOffchainResolver'],
    },
    cacheDir,
    cacheName: 'ens-contracts',
  })
}
