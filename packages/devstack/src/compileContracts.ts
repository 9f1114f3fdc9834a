import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }
export type CompiledContracts = Record<
  | 'TestToken'
  | 'TestNft'
  | 'TestMulti'
  | 'HostileToken'
  | 'MalformedBatch'
  | 'ReturnBomb'
  | 'TestErc1271Wallet'
  | 'TestErc1271WalletFactory',
  CompiledContract
>

const require = createRequire(import.meta.url)
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), 'contracts')
const sources = [
  'TestToken.sol',
  'TestNft.sol',
  'TestMulti.sol',
  'HostileToken.sol',
  'MalformedBatch.sol',
  'ReturnBomb.sol',
  'TestErc1271Wallet.sol',
] as const

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles the test contracts with the solc bundled in npm (never its download helpers). The output is cached
 * in `cacheDir` under a hash of the sources and the compiler version, so later starts skip the ~10 s compile.
 */
export async function compileContracts(cacheDir: string): Promise<CompiledContracts> {
  const solc = require('solc') as {
    version(): string
    compile(input: string, options?: object): string
  }
  const contents = Object.fromEntries(
    await Promise.all(
      sources.map(
        async (file) => [file, await readFile(join(contractsDir, file), 'utf8')] as const,
      ),
    ),
  )
  const key = createHash('sha256')
    .update(solc.version())
    .update(JSON.stringify(contents))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts
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
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: findImports }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))

  const pick = (file: string, name: string): CompiledContract => {
    const contract = output.contracts[file]?.[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const compiled: CompiledContracts = {
    TestToken: pick('TestToken.sol', 'TestToken'),
    TestNft: pick('TestNft.sol', 'TestNft'),
    TestMulti: pick('TestMulti.sol', 'TestMulti'),
    HostileToken: pick('HostileToken.sol', 'HostileToken'),
    MalformedBatch: pick('MalformedBatch.sol', 'MalformedBatch'),
    ReturnBomb: pick('ReturnBomb.sol', 'ReturnBomb'),
    TestErc1271Wallet: pick('TestErc1271Wallet.sol', 'TestErc1271Wallet'),
    TestErc1271WalletFactory: pick('TestErc1271Wallet.sol', 'TestErc1271WalletFactory'),
  }
  await mkdir(cacheDir, { recursive: true })
  await writeFile(cacheFile, JSON.stringify(compiled))
  return compiled
}
