import type { FailedTransactionMetadata } from 'litesvm'

// The names of litesvm's numbered errors, in the order of its `TransactionErrorFieldless` and
// `InstructionErrorFieldless` (the enums are types only at runtime). They are the node's serde names.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

// The node's `Display` texts for the errors a wallet meets; the others show their name, as close as it gets.
const transactionErrorTexts: Partial<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
}

const instructionErrorTexts: Partial<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  UnbalancedInstruction: 'sum of account balances before and after instruction do not match',
  ExternalAccountLamportSpend: 'instruction spent from the balance of an account it does not own',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotExecutable: 'instruction expected an executable account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ProgramFailedToComplete: 'Program failed to complete',
  IncorrectAuthority: 'Incorrect authority provided',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
}

/** A transaction error as the node writes it in JSON (`err`), and its text (`Display`), for error messages. */
export type SolanaTransactionError = { json: unknown; text: string }

export function transactionErrorByName(name: string): SolanaTransactionError {
  return { json: name, text: transactionErrorTexts[name] ?? name }
}

/** litesvm's error of a failed transaction → the node's JSON and text. */
export function solanaTransactionError(failed: FailedTransactionMetadata): SolanaTransactionError {
  const error = failed.err()
  if (typeof error === 'number')
    return transactionErrorByName(transactionErrorNames[error] ?? 'Unknown')
  // litesvm's error classes are not exported from its entry: told apart by their (native) class names.
  const kind = error.constructor.name
  if (kind === 'TransactionErrorInstructionError' && 'err' in error) {
    const inner = error.err()
    let json: unknown
    let text: string
    if (typeof inner === 'number') {
      const name = instructionErrorNames[inner] ?? 'GenericError'
      json = name
      text = instructionErrorTexts[name] ?? name
    } else if ('code' in inner) {
      json = { Custom: inner.code }
      text = `custom program error: 0x${inner.code.toString(16)}`
    } else {
      json = { BorshIoError: inner.msg }
      text = `Failed to serialize or deserialize account data: ${inner.msg}`
    }
    return {
      json: { InstructionError: [error.index, json] },
      text: `Error processing Instruction ${error.index}: ${text}`,
    }
  }
  if (kind === 'TransactionErrorDuplicateInstruction' && 'index' in error)
    return {
      json: { DuplicateInstruction: error.index },
      text: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  if (kind === 'TransactionErrorInsufficientFundsForRent' && 'accountIndex' in error)
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      text: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  if ('accountIndex' in error)
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      text: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    }
  return { json: 'Unknown', text: String(error) }
}
