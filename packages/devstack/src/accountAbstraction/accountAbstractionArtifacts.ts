import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

type Artifact = { abi: Abi; bytecode: Hex }

function load(name: string): Artifact {
  const artifact = require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact
  return { abi: artifact.abi, bytecode: artifact.bytecode }
}

/**
 * ERC-4337 v0.7 as published on npm (`@account-abstraction/contracts@0.7.0`): abi and creation code, deployed as
 * they are (no compile step). v0.7 is the version Alto and viem's account-abstraction module support best.
 */
export const accountAbstractionArtifacts = {
  entryPoint: load('EntryPoint'),
  simpleAccountFactory: load('SimpleAccountFactory'),
  verifyingPaymaster: load('VerifyingPaymaster'),
}
