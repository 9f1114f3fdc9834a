import { toHex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { expect, it } from 'vitest'
import { entryPoint07 } from './sendSessionOperation'
import { type RpcUserOperation, userOperationHash } from './userOperationHash'

const op: RpcUserOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x3',
  callData: '0xb61d27f6',
  callGasLimit: toHex(80_000n),
  verificationGasLimit: toHex(300_000n),
  preVerificationGas: toHex(50_000n),
  maxFeePerGas: toHex(2_000_000_000n),
  maxPriorityFeePerGas: toHex(1_000_000_000n),
  signature: '0x',
}

const viems = (operation: RpcUserOperation) =>
  getUserOperationHash({
    userOperation: {
      sender: operation.sender,
      callData: operation.callData,
      factory: operation.factory,
      factoryData: operation.factoryData,
      paymaster: operation.paymaster,
      paymasterData: operation.paymasterData,
      signature: operation.signature,
      nonce: BigInt(operation.nonce),
      callGasLimit: BigInt(operation.callGasLimit),
      verificationGasLimit: BigInt(operation.verificationGasLimit),
      preVerificationGas: BigInt(operation.preVerificationGas),
      maxFeePerGas: BigInt(operation.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(operation.maxPriorityFeePerGas),
      ...(operation.paymaster
        ? {
            paymasterVerificationGasLimit: BigInt(operation.paymasterVerificationGasLimit ?? 0),
            paymasterPostOpGasLimit: BigInt(operation.paymasterPostOpGasLimit ?? 0),
          }
        : {}),
    },
    entryPointAddress: entryPoint07,
    entryPointVersion: '0.7',
    chainId: 31337,
  })

it("hashes a v0.7 user operation as viem's getUserOperationHash (and the EntryPoint) does", () => {
  expect(userOperationHash(op, entryPoint07, 31337)).toBe(viems(op))
  const deployingAndSponsored: RpcUserOperation = {
    ...op,
    factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
    factoryData: '0x5fbfb9cf',
    paymaster: '0x2222222222222222222222222222222222222222',
    paymasterVerificationGasLimit: toHex(100_000n),
    paymasterPostOpGasLimit: toHex(1n),
    paymasterData: '0xabcdef',
  }
  expect(userOperationHash(deployingAndSponsored, entryPoint07, 31337)).toBe(
    viems(deployingAndSponsored),
  )
  expect(userOperationHash(op, entryPoint07, 1)).not.toBe(viems(op))
})
