import { concat, encodeAbiParameters, keccak256, pad, toHex } from 'viem'

type Hex = `0x${string}`

/** A user operation of EntryPoint v0.7 in ERC-4337's RPC form (quantities as hex). */
export type RpcUserOperation = {
  sender: Hex
  nonce: Hex
  factory?: Hex | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: Hex
  verificationGasLimit: Hex
  preVerificationGas: Hex
  maxFeePerGas: Hex
  maxPriorityFeePerGas: Hex
  paymaster?: Hex | undefined
  paymasterVerificationGasLimit?: Hex | undefined
  paymasterPostOpGasLimit?: Hex | undefined
  paymasterData?: Hex | undefined
  signature: Hex
}

const two128 = (high: Hex, low: Hex) =>
  concat([pad(toHex(BigInt(high)), { size: 16 }), pad(toHex(BigInt(low)), { size: 16 })])

/**
 * The hash EntryPoint v0.7's `getUserOpHash` computes (ERC-4337: the packed operation, the EntryPoint, the chain),
 * what the account's owner signs. Written out rather than viem's `getUserOperationHash`, which carries v0.8's
 * typed-data hashing into every app's first paint (`npm run test:size`).
 */
export function userOperationHash(op: RpcUserOperation, entryPoint: Hex, chainId: number): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  const paymasterAndData = op.paymaster
    ? concat([
        op.paymaster,
        two128(op.paymasterVerificationGasLimit ?? '0x0', op.paymasterPostOpGasLimit ?? '0x0'),
        op.paymasterData ?? '0x',
      ])
    : '0x'
  const packed = encodeAbiParameters(
    [
      { type: 'address' },
      { type: 'uint256' },
      { type: 'bytes32' },
      { type: 'bytes32' },
      { type: 'bytes32' },
      { type: 'uint256' },
      { type: 'bytes32' },
      { type: 'bytes32' },
    ],
    [
      op.sender,
      BigInt(op.nonce),
      keccak256(initCode),
      keccak256(op.callData),
      two128(op.verificationGasLimit, op.callGasLimit),
      BigInt(op.preVerificationGas),
      two128(op.maxPriorityFeePerGas, op.maxFeePerGas),
      keccak256(paymasterAndData),
    ],
  )
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [keccak256(packed), entryPoint, BigInt(chainId)],
    ),
  )
}
