import { base58, base64 } from '@scure/base'
import { decodeMint, decodeTokenAccount, type MintState } from './decodeTokenState'
import { tokenProgram } from './parseSolanaInstruction'
import { SolanaRpcError } from './SolanaRpcError'
import { uiTokenAmount } from './uiTokenAmount'

/** An account as the ledger holds it. */
export type LedgerAccount = {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

/** `binary` is the node's legacy default: the data as a bare base58 string. */
export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed'

/** The node refuses to base58-encode more than this (slow to encode): "please use Base64 encoding". */
const maxBase58Bytes = 128

/** The node writes u64::MAX for every rent-exempt account since rent collection ended. */
const rentEpoch = 18_446_744_073_709_551_615n

/**
 * An account in the node's `getAccountInfo` shape. `jsonParsed` parses SPL token accounts and mints (what wallets
 * read) and falls back to base64 for other data, as the node does when it has no parser; `mintOf` gives a token
 * account's mint, for its decimals.
 */
export function encodeSolanaAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  options: {
    dataSlice?: { offset: number; length: number } | undefined
    mintOf?: (mint: string) => MintState | undefined
  } = {},
) {
  const space = account.data.length
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch,
    space,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(account, options.mintOf)
    if (parsed) return { ...base, data: parsed }
  }
  const slice = options.dataSlice
  const data = slice
    ? account.data.subarray(slice.offset, slice.offset + slice.length)
    : account.data
  if ((encoding === 'binary' || encoding === 'base58') && data.length > maxBase58Bytes)
    throw new SolanaRpcError(
      -32600,
      `Encoded binary (base 58) data should be less than ${maxBase58Bytes} bytes, please use Base64 encoding.`,
    )
  if (encoding === 'binary') return { ...base, data: base58.encode(data) }
  return encoding === 'base58'
    ? { ...base, data: [base58.encode(data), 'base58'] }
    : { ...base, data: [base64.encode(data), 'base64'] }
}

function parseAccountData(
  account: LedgerAccount,
  mintOf?: (mint: string) => MintState | undefined,
) {
  const program = account.owner === tokenProgram ? 'spl-token' : 'spl-token-2022'
  const tokenAccount = decodeTokenAccount(account.owner, account.data)
  const space = account.data.length
  if (tokenAccount) {
    const decimals = mintOf?.(tokenAccount.mint)?.decimals
    if (decimals === undefined) return undefined
    return {
      program,
      parsed: { type: 'account', info: tokenAccountInfo(tokenAccount, decimals, account) },
      space,
    }
  }
  const mint = decodeMint(account.owner, account.data)
  if (mint)
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
      },
      space,
    }
  return undefined
}

/** `parsed.info` of a token account, with the optional fields the node leaves out when they are empty. */
function tokenAccountInfo(
  tokenAccount: NonNullable<ReturnType<typeof decodeTokenAccount>>,
  decimals: number,
  account: LedgerAccount,
) {
  return {
    isNative: tokenAccount.isNative !== null,
    mint: tokenAccount.mint,
    owner: tokenAccount.owner,
    state: tokenAccount.state,
    tokenAmount: uiTokenAmount(tokenAccount.amount, decimals),
    ...(tokenAccount.delegate
      ? {
          delegate: tokenAccount.delegate,
          delegatedAmount: uiTokenAmount(tokenAccount.delegatedAmount, decimals),
        }
      : {}),
    ...(tokenAccount.isNative !== null
      ? { rentExemptReserve: uiTokenAmount(tokenAccount.isNative, decimals) }
      : {}),
    ...(tokenAccount.closeAuthority ? { closeAuthority: tokenAccount.closeAuthority } : {}),
    ...(account.owner !== tokenProgram ? { extensions: [] } : {}),
  }
}
