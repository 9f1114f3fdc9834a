/**
 * A transaction the ledger refuses, as Bitcoin Core's `sendrawtransaction` says it: the RPC error code and the
 * message (`TxValidationState::ToString()`: the reject reason, then `, ` and the debug text if there is one).
 * Esplora passes it on as the body of its HTTP 400: `sendrawtransaction RPC error: {"code":…,"message":"…"}`.
 */
export type BitcoinRejection = { code: number; message: string }

// Core's RPC error codes (src/rpc/protocol.h) that sendrawtransaction answers with.
/** RPC_DESERIALIZATION_ERROR: the hex is not a transaction. */
const deserializationError = -22
/** RPC_TRANSACTION_ERROR: BroadcastTransaction's MISSING_INPUTS. */
const transactionError = -25
/** RPC_TRANSACTION_REJECTED: every other mempool refusal (MEMPOOL_REJECTED). */
const transactionRejected = -26
/** RPC_TRANSACTION_ALREADY_IN_CHAIN. */
const alreadyInChain = -27

const rejected = (message: string): BitcoinRejection => ({ code: transactionRejected, message })

/** Bitcoin Core's FormatMoney: BTC with trailing zeros cut, at least two decimals ("1.00", "0.00000123"). */
export function formatMoney(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  const fraction = (abs % 100_000_000n)
    .toString()
    .padStart(8, '0')
    .replace(/0{1,6}$/, '')
  return `${sign}${abs / 100_000_000n}.${fraction.padEnd(2, '0')}`
}

/**
 * The refusals, worded as Bitcoin Core (v30) words them; where each comes from:
 * - rpc/rawtransaction.cpp sendrawtransaction: "TX decode failed. Make sure the tx has at least one input."
 * - consensus/tx_check.cpp CheckTransaction: "bad-txns-vin-empty", "bad-txns-vout-empty",
 *   "bad-txns-inputs-duplicate".
 * - policy/policy.cpp IsStandardTx: "scriptpubkey" (an output of no standard type), "dust".
 * - validation.cpp MemPoolAccept::PreChecks: "txn-mempool-conflict" (an input a mempool transaction spends; this
 *   ledger replaces nothing, as Core did for transactions that did not signal BIP-125), and
 *   "bad-txns-inputs-missingorspent" (TX_MISSING_INPUTS, which node/transaction.cpp answers with code -25).
 * - consensus/tx_verify.cpp CheckTxInputs: "bad-txns-premature-spend-of-coinbase, tried to spend coinbase at
 *   depth %d", "bad-txns-in-belowout, value in (%s) < value out (%s)".
 * - validation.cpp MemPoolAccept::CheckFeeRate: "min relay fee not met, %d < %d" (fee and required fee, sats).
 * - validation.cpp CheckInputScripts: "mempool-script-verify-flag-failed (%s)" with interpreter.cpp's
 *   ScriptErrorString (Core before v30 said "mandatory-script-verify-flag-failed (%s)"; renamed in #33183).
 * - node/transaction.cpp BroadcastTransaction: "Transaction outputs already in utxo set" (ALREADY_IN_CHAIN).
 */
export const bitcoinRejection = {
  decodeFailed: (): BitcoinRejection => ({
    code: deserializationError,
    message: 'TX decode failed. Make sure the tx has at least one input.',
  }),
  vinEmpty: () => rejected('bad-txns-vin-empty'),
  voutEmpty: () => rejected('bad-txns-vout-empty'),
  inputsDuplicate: () => rejected('bad-txns-inputs-duplicate'),
  scriptPubKey: () => rejected('scriptpubkey'),
  dust: () => rejected('dust'),
  mempoolConflict: () => rejected('txn-mempool-conflict'),
  missingOrSpent: (): BitcoinRejection => ({
    code: transactionError,
    message: 'bad-txns-inputs-missingorspent',
  }),
  prematureCoinbase: (depth: number) =>
    rejected(`bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`),
  inBelowOut: (valueIn: bigint, valueOut: bigint) =>
    rejected(
      `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
    ),
  minRelayFee: (fee: bigint, required: bigint) =>
    rejected(`min relay fee not met, ${fee} < ${required}`),
  /** `scriptError` is interpreter.cpp's ScriptErrorString for the failure. */
  scriptFailed: (scriptError: string) =>
    rejected(`mempool-script-verify-flag-failed (${scriptError})`),
  alreadyInChain: (): BitcoinRejection => ({
    code: alreadyInChain,
    message: 'Transaction outputs already in utxo set',
  }),
  /** Not Core's: a spend this stand-in cannot check (a script path, a bare script), refused rather than trusted. */
  unsupported: (what: string) => rejected(`unsupported by the regtest stand-in: ${what}`),
}

/** interpreter.cpp ScriptErrorString for the failures the ledger detects. */
export const scriptError = {
  /** SCRIPT_ERR_SIG_NULLFAIL: a non-empty ECDSA signature that does not verify (NULLFAIL is a standard flag). */
  nullFail: 'Signature must be zero for failed CHECK(MULTI)SIG operation',
  /** SCRIPT_ERR_SCHNORR_SIG: a taproot key-path signature that does not verify. */
  schnorrSig: 'Invalid Schnorr signature',
  /** SCRIPT_ERR_SCHNORR_SIG_SIZE. */
  schnorrSigSize: 'Invalid Schnorr signature size',
  /** SCRIPT_ERR_SCHNORR_SIG_HASHTYPE. */
  schnorrSigHashtype: 'Invalid Schnorr signature hash type',
  /** SCRIPT_ERR_SIG_DER. */
  sigDer: 'Non-canonical DER signature',
  /** SCRIPT_ERR_WITNESS_PROGRAM_MISMATCH: a P2WPKH witness whose key is not the program's, or of the wrong size. */
  witnessProgramMismatch: 'Witness program hash mismatch',
  /** SCRIPT_ERR_WITNESS_PROGRAM_WITNESS_EMPTY. */
  witnessProgramWitnessEmpty: 'Witness program was passed an empty witness',
  /** SCRIPT_ERR_EQUALVERIFY: a P2PKH key whose hash is not the output's. */
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  /** SCRIPT_ERR_WITNESS_MALLEATED: a scriptSig on a native witness spend. */
  witnessMalleated: 'Witness requires empty scriptSig',
  /** SCRIPT_ERR_INVALID_STACK_OPERATION: too few items for the script. */
  invalidStackOperation: 'Operation not valid with the current stack size',
}
