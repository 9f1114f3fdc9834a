import { decodeFunctionResult, encodeFunctionData, toHex } from 'viem'
import type { SessionKey } from './sessionKey'
import { type RpcUserOperation, userOperationHash } from './userOperationHash'

type Hex = `0x${string}`
type Request = (method: string, params: unknown[]) => Promise<unknown>

/** EntryPoint v0.7 and SimpleAccountFactory v0.7 at their canonical addresses (the dev stack's and public chains'). */
export const entryPoint07: Hex = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const simpleAccountFactory07: Hex = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

/** A well-formed signature SimpleAccount refuses without reverting: what the estimate runs with. */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** SessionSpendLimits' refusals by selector (packages/devstack/src/contracts/SessionSpendLimits.sol). */
const refusals: Record<string, string> = {
  '0x9d7b369d': 'NoPermission',
  '0xe20c0b1f': 'PermissionExpired',
  '0x0613aa3d': 'SpendLimitExceeded',
  '0x868a64de': 'InvalidPermission',
}

const abi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getNonce',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'key', type: 'uint192' },
    ],
    outputs: [{ name: 'nonce', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'func', type: 'bytes' },
    ],
    outputs: [],
  },
] as const

/** JSON-RPC over HTTP to a bundler or paymaster; an error answer throws its message and data. */
export function jsonRpc(url: string): Request {
  return async (method, params) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const answer = (await response.json()) as {
      result?: unknown
      error?: { message?: string; data?: unknown }
    }
    if (answer.error)
      throw Object.assign(new Error(answer.error.message ?? `${method} failed`), {
        data: answer.error.data,
      })
    return answer.result
  }
}

/** The session key's SimpleAccount v0.7 (counterfactual until its first operation deploys it). */
export async function sessionAccountAddress(chain: Request, owner: Hex): Promise<Hex> {
  const data = (await chain('eth_call', [
    {
      to: simpleAccountFactory07,
      data: encodeFunctionData({ abi, functionName: 'getAddress', args: [owner, 0n] }),
    },
    'latest',
  ])) as Hex
  return decodeFunctionResult({ abi, functionName: 'getAddress', data })
}

/**
 * One call as a user operation of the session key's SimpleAccount v0.7, through the bundler's standard JSON-RPC
 * (ERC-4337) and, when given, an ERC-7677 paymaster; resolves once mined. Written on the JSON-RPC rather than
 * viem's bundler client: that client's modules reach every app's first paint through viem's barrel
 * (`npm run test:size`). A refusal by SessionSpendLimits (in the bundler's estimate, which runs the call on chain)
 * throws "The chain refused the payment: <error>".
 */
export async function sendSessionOperation(parameters: {
  chain: Request
  bundler: Request
  paymaster?: Request | undefined
  chainId: number
  key: SessionKey
  sender: Hex
  call: { to: Hex; data: Hex }
  pollMs?: number
}): Promise<{ transactionHash: Hex }> {
  const { chain, bundler, paymaster, chainId, key, sender, call } = parameters
  const deployed = ((await chain('eth_getCode', [sender, 'latest'])) as Hex).length > 2
  const nonce = decodeFunctionResult({
    abi,
    functionName: 'getNonce',
    data: (await chain('eth_call', [
      {
        to: entryPoint07,
        data: encodeFunctionData({ abi, functionName: 'getNonce', args: [sender, 0n] }),
      },
      'latest',
    ])) as Hex,
  })
  const [block, priority] = (await Promise.all([
    chain('eth_getBlockByNumber', ['latest', false]),
    chain('eth_maxPriorityFeePerGas', []),
  ])) as [{ baseFeePerGas?: Hex }, Hex]
  const maxPriorityFeePerGas = BigInt(priority)
  let op: RpcUserOperation = {
    sender,
    nonce: toHex(nonce),
    ...(deployed
      ? {}
      : {
          factory: simpleAccountFactory07,
          factoryData: encodeFunctionData({
            abi,
            functionName: 'createAccount',
            args: [key.address, 0n],
          }),
        }),
    callData: encodeFunctionData({ abi, functionName: 'execute', args: [call.to, 0n, call.data] }),
    callGasLimit: '0x0',
    verificationGasLimit: '0x0',
    preVerificationGas: '0x0',
    maxFeePerGas: toHex(BigInt(block.baseFeePerGas ?? '0x0') * 2n + maxPriorityFeePerGas),
    maxPriorityFeePerGas: toHex(maxPriorityFeePerGas),
    signature: stubSignature,
  }
  const chainHex = toHex(chainId)
  const sponsor = async (method: string) => {
    if (!paymaster) return
    const answer = (await paymaster(method, [
      op,
      entryPoint07,
      chainHex,
      {},
    ])) as Partial<RpcUserOperation>
    op = {
      ...op,
      paymaster: answer.paymaster,
      paymasterData: answer.paymasterData,
      paymasterVerificationGasLimit: answer.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: answer.paymasterPostOpGasLimit,
    }
  }
  await sponsor('pm_getPaymasterStubData')
  const gas = (await bundler('eth_estimateUserOperationGas', [op, entryPoint07]).catch(
    (error: unknown) => {
      throw refusalOf(error)
    },
  )) as Partial<RpcUserOperation>
  op = {
    ...op,
    callGasLimit: gas.callGasLimit ?? op.callGasLimit,
    verificationGasLimit: gas.verificationGasLimit ?? op.verificationGasLimit,
    preVerificationGas: gas.preVerificationGas ?? op.preVerificationGas,
    ...(gas.paymasterVerificationGasLimit && op.paymaster
      ? { paymasterVerificationGasLimit: gas.paymasterVerificationGasLimit }
      : {}),
  }
  await sponsor('pm_getPaymasterData')
  op = { ...op, signature: await key.signHash(userOperationHash(op, entryPoint07, chainId)) }
  const hash = (await bundler('eth_sendUserOperation', [op, entryPoint07])) as Hex
  const deadline = Date.now() + 60_000
  for (;;) {
    const receipt = (await bundler('eth_getUserOperationReceipt', [hash])) as {
      success: boolean
      receipt: { transactionHash: Hex }
    } | null
    if (receipt) {
      if (!receipt.success) throw new Error('The chain refused the payment')
      return { transactionHash: receipt.receipt.transactionHash }
    }
    if (Date.now() > deadline) throw new Error('The payment was not mined in time')
    await new Promise((resolve) => setTimeout(resolve, parameters.pollMs ?? 500))
  }
}

/** The bundler's estimate failed: SessionSpendLimits' error by its selector, else the bundler's words. */
function refusalOf(error: unknown): Error {
  const text = `${(error as Error).message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`
  for (const [selector, name] of Object.entries(refusals))
    if (text.includes(selector.slice(2))) return new Error(`The chain refused the payment: ${name}`)
  return error as Error
}
