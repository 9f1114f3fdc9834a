import { concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import type { UserOperationInput } from './userOperationSchema'

/**
 * What eth-infinitism's VerifyingPaymaster v0.7 signs (`getHash`, samples/VerifyingPaymaster.sol), computed here
 * so signing needs no call to the chain: the operation without its signature and paymaster data, the paymaster's
 * gas limits, the chain, the paymaster and the validity window.
 */
export function verifyingPaymasterHash(input: {
  userOperation: UserOperationInput
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  chainId: number
  paymaster: `0x${string}`
  validUntil: number
  validAfter: number
}): Hex {
  const op = input.userOperation
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  const gasPair = (high: bigint, low: bigint) =>
    concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        gasPair(op.verificationGasLimit, op.callGasLimit),
        BigInt(gasPair(input.paymasterVerificationGasLimit, input.paymasterPostOpGasLimit)),
        op.preVerificationGas,
        gasPair(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(input.chainId),
        input.paymaster,
        input.validUntil,
        input.validAfter,
      ],
    ),
  )
}
