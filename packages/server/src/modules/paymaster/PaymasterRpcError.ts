/**
 * A refusal the paymaster answers as a JSON-RPC error object (ERC-7677 is JSON-RPC): `-32602` for bad params,
 * `-32601` for an unknown method, `-32501` (ERC-4337's "rejected by paymaster") for an operation outside the
 * project's policy.
 */
export class PaymasterRpcError extends Error {
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export const paymasterErrors = {
  invalidParams: (message: string) => new PaymasterRpcError(-32602, message),
  unknownMethod: (method: string) =>
    new PaymasterRpcError(-32601, `${method} is not a paymaster method here`),
  notConfigured: () =>
    new PaymasterRpcError(
      -32501,
      'This server sponsors no operations: its paymaster is not set up',
    ),
  chainNotSponsored: (chainId: number) =>
    new PaymasterRpcError(-32602, `chainId: ${chainId} has no paymaster on this server`),
  entryPoint: (supported: string) =>
    new PaymasterRpcError(-32602, `entryPoint: only EntryPoint v0.7 (${supported}) is supported`),
  off: () => new PaymasterRpcError(-32501, 'Gas sponsorship is off for this project'),
  projectBudget: () =>
    new PaymasterRpcError(-32501, "This project's daily sponsorship budget is spent"),
  userBudget: () =>
    new PaymasterRpcError(-32501, "This account's daily sponsorship budget is spent"),
  unreadableCalls: () =>
    new PaymasterRpcError(
      -32501,
      'Only SimpleAccount execute and executeBatch calls are sponsored for this project',
    ),
  target: (target: string) =>
    new PaymasterRpcError(-32501, `Calls to ${target} are not sponsored for this project`),
  gasLimit: (limit: bigint) =>
    new PaymasterRpcError(
      -32602,
      `userOp.paymasterVerificationGasLimit: at most ${limit} is signed here`,
    ),
}
