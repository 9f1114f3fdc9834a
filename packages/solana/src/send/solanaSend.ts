import type { Network, SendAssetParameters, TransactionOutcome } from '@latch/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  type Instruction,
  isSignature,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { WalletSession } from '../connection/WalletSession'
import { solanaRpc } from '../rpc/solanaRpc'
import { signAndSendWithWallet, supportedVersions } from '../transactions/walletTransactions'

// The send's chunk (behaviour.md §13.1): kit's transaction code and the System and Token programs load with the first
// send.

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** A token account's size: 165 bytes; Token-2022's associated ones also carry the ImmutableOwner extension. */
const tokenAccountSize = (program: Address) => (program === TOKEN_PROGRAM_ADDRESS ? 165n : 170n)

/** The mint's token program (Token or Token-2022, the mint account's owner) and decimals. */
export async function readMint(
  network: Network,
  mint: Address,
): Promise<{ program: Address; decimals: number }> {
  const { value } = await solanaRpc(network).getAccountInfo(mint, { encoding: 'base64' }).send()
  if (!value) throw new Error(`No token mint at ${mint}`)
  if (value.owner !== TOKEN_PROGRAM_ADDRESS && value.owner !== TOKEN_2022_PROGRAM_ADDRESS)
    throw new Error(`${mint} is not a token mint`)
  const data = getBase64Encoder().encode(value.data[0])
  // A mint's layout: COption<Pubkey> authority (36), supply (8), decimals (1) at offset 44, … (82 bytes).
  const decimals = data[44]
  if (data.length < 82 || decimals === undefined) throw new Error(`${mint} is not a token mint`)
  return { program: value.owner, decimals }
}

type Transfer = {
  instructions: Instruction[]
  /** The recipient's token account that the send creates (none for SOL or an existing account). */
  createdAccount: { program: Address } | undefined
}

/**
 * The instructions of a send: a System transfer of lamports; or, for a token, the recipient's associated token
 * account created idempotently (it may exist by the time the transaction lands) and a `transferChecked` between
 * the two associated accounts, on the mint's program.
 */
export async function transferOf(parameters: SendAssetParameters): Promise<Transfer> {
  const { network, amount } = parameters
  const from = address(parameters.from)
  const to = address(parameters.to)
  const owner = createNoopSigner(from)
  if (!parameters.token)
    return {
      instructions: [getTransferSolInstruction({ source: owner, destination: to, amount })],
      createdAccount: undefined,
    }
  const mint = address(parameters.token)
  const { program, decimals } = await readMint(network, mint)
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: program }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram: program }),
  ])
  const { value: existing } = await solanaRpc(network)
    .getAccountInfo(destination, { encoding: 'base64' })
    .send()
  return {
    instructions: [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: destination,
        owner: to,
        mint,
        tokenProgram: program,
      }),
      getTransferCheckedInstruction(
        { source, mint, destination, authority: owner, amount, decimals },
        { programAddress: program },
      ),
    ],
    createdAccount: existing ? undefined : { program },
  }
}

/** The send as an unsigned transaction, paid by the sender, on a fresh blockhash. */
export async function buildSendTransaction(
  parameters: SendAssetParameters,
  version: 'legacy' | 0 = 0,
): Promise<{ transaction: Transaction; transfer: Transfer }> {
  const transfer = await transferOf(parameters)
  const { value: blockhash } = await solanaRpc(parameters.network).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(parameters.from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(transfer.instructions, m),
  )
  return { transaction: compileTransaction(message), transfer }
}

/** Sends through the connected wallet; resolves with the transaction's signature (base58), its hash. */
export async function sendSolanaAsset(
  session: WalletSession,
  parameters: SendAssetParameters,
): Promise<{ hash: string }> {
  const version = supportedVersions(session).includes(0) ? 0 : 'legacy'
  const { transaction } = await buildSendTransaction(parameters, version)
  return { hash: await signAndSendWithWallet(session, parameters.network, transaction) }
}

/**
 * The send's cost in lamports beyond the amount: the network's fee for its message (`getFeeForMessage`), plus the
 * rent of the recipient's token account when the send creates it (the sender pays it).
 */
export async function estimateSolanaSend(
  parameters: SendAssetParameters,
): Promise<{ fee: bigint }> {
  const rpc = solanaRpc(parameters.network)
  const { transaction, transfer } = await buildSendTransaction(parameters)
  const message = getBase64Decoder().decode(transaction.messageBytes)
  const [{ value: fee }, rent] = await Promise.all([
    rpc.getFeeForMessage(message as Parameters<typeof rpc.getFeeForMessage>[0]).send(),
    transfer.createdAccount
      ? rpc
          .getMinimumBalanceForRentExemption(tokenAccountSize(transfer.createdAccount.program))
          .send()
      : 0n,
  ])
  if (fee === null) throw new Error('The network did not price the transaction')
  return { fee: fee + rent }
}

/**
 * Polls the transaction's status every 500 ms for at most `timeoutMs`: `success` once confirmed or finalized,
 * `reverted` when it landed with an error, `pending` when the network has not confirmed it by then.
 */
export async function waitForSolanaTransaction(parameters: {
  network: Network
  hash: string
  timeoutMs: number
}): Promise<TransactionOutcome> {
  if (!isSignature(parameters.hash))
    throw new Error(`Not a Solana transaction signature: ${parameters.hash}`)
  const rpc = solanaRpc(parameters.network)
  const signature: Signature = parameters.hash
  const deadline = Date.now() + parameters.timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature]).send()
    if (status?.err) return 'reverted'
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return 'success'
    const left = deadline - Date.now()
    if (left <= 0) return 'pending'
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, left)))
  }
}
