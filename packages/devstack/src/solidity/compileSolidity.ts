import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles Solidity files of `dir` with the solc bundled in npm (never its download helpers; imports resolve from
 * node_modules) and picks the named contracts. The result is cached in `cacheDir` as `<cacheName>-<hash>.json`,
 * the hash over the compiler version, the sources and the picks, so later starts skip the ~10 s compile (and
 * the 2 s it takes to load the compiler).
 */
export async function compileSolidity<Name extends string>(options: {
  dir: string
  files: readonly string[]
  /** Each contract wanted: its file and its name there. */
  contracts: Readonly<Record<Name, readonly [file: string, contract: string]>>
  cacheDir: string
  cacheName: string
}): Promise<Record<Name, CompiledContract>> {
  const contents = Object.fromEntries(
    await Promise.all(
      options.files.map(
        async (file) => [file, await readFile(join(options.dir, file), 'utf8')] as const,
      ),
    ),
  )
  // The package's version names the compiler it bundles: loading the compiler itself to ask costs 2 s, paid by
  // every start whose contracts are cached.
  const key = createHash('sha256')
    .update((require('solc/package.json') as { version: string }).version)
    .update(JSON.stringify(contents))
    .update(JSON.stringify(options.contracts))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(options.cacheDir, `${options.cacheName}-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Record<Name, CompiledContract>
  } catch {
    // Not compiled yet with these sources: compile below.
  }

  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.entries(contents).map(([file, content]) => [file, { content }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `File not found: ${path}` }
    }
  }
  const solc = require('solc') as { compile(input: string, options?: object): string }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: findImports }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))

  const entries = Object.entries(options.contracts) as Array<[Name, readonly [string, string]]>
  const compiled = Object.fromEntries(
    entries.map(([name, [file, contractName]]) => {
      const contract = output.contracts[file]?.[contractName]
      if (!contract) throw new Error(`solc produced no ${contractName}`)
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }]
    }),
  ) as Record<Name, CompiledContract>
  await mkdir(options.cacheDir, { recursive: true })
  await writeFile(cacheFile, JSON.stringify(compiled))
  return compiled
}
