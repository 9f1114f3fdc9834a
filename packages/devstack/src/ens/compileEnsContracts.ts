import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CompiledContract } from '../compileContracts'

export type EnsContractName = 'DevEnsRegistry' | 'DevEnsResolver' | 'DevEnsUniversalResolver'
export type CompiledEnsContracts = Record<EnsContractName, CompiledContract>

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const names: readonly EnsContractName[] = [
  'DevEnsRegistry',
  'DevEnsResolver',
  'DevEnsUniversalResolver',
]

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<
    string,
    Record<string, { abi: CompiledContract['abi']; evm: { bytecode: { object: string } } }>
  >
}

/**
 * Compiles the dev ENS contracts with the solc bundled in npm, as `compileContracts` does the test contracts
 * (same compiler, settings and cache directory; a cache file of their own, keyed by their sources).
 */
export async function compileEnsContracts(cacheDir: string): Promise<CompiledEnsContracts> {
  const solc = require('solc') as {
    version(): string
    compile(input: string): string
  }
  const sources = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => {
        const file = `${name}.sol`
        return [file, { content: await readFile(join(here, file), 'utf8') }] as const
      }),
    ),
  )
  const key = createHash('sha256')
    .update(solc.version())
    .update(JSON.stringify(sources))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `ens-contracts-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledEnsContracts
  } catch {
    // Not compiled yet with these sources: compile below.
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const compiled = Object.fromEntries(
    names.map((name) => {
      const contract = output.contracts[`${name}.sol`]?.[name]
      if (!contract) throw new Error(`solc produced no ${name}`)
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }]
    }),
  ) as CompiledEnsContracts
  await mkdir(cacheDir, { recursive: true })
  await writeFile(cacheFile, JSON.stringify(compiled))
  return compiled
}
