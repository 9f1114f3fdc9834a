import type { KeyEnvelope } from '../../platform/crypto/keyEnvelope'
import type { Sql } from '../../platform/db/Database'

export type Namespace = 'eip155' | 'solana' | 'bip122'
export type Curve = 'secp256k1' | 'ed25519'

/** A user's key as stored: public parts in clear, the private key only as its envelope. */
export type WalletKeyRecord = {
  userId: string
  namespace: Namespace
  curve: Curve
  address: string
  publicKey: Buffer
  envelope: KeyEnvelope
}

type KeyRow = {
  user_id: string
  namespace: Namespace
  curve: Curve
  address: string
  public_key: Uint8Array
  ciphertext: Uint8Array
  iv: Uint8Array
  auth_tag: Uint8Array
  kek_id: string
}

export type CallBatch = {
  id: string
  userId: string
  caipNetworkId: string
  txHashes: `0x${string}`[]
  state: BatchState
  createdAt: Date
}

export type BatchState = 'sending' | 'sent' | 'stopped'

const keyColumns =
  'user_id, namespace, curve, address, public_key, ciphertext, iv, auth_tag, kek_id'

/** The wallets' tables: `wallet_keys` and `wallet_call_batches`. */
export function walletsStore(sql: Sql) {
  return {
    async findKey(userId: string, namespace: Namespace) {
      const [row] = await sql.query<KeyRow>(
        `select ${keyColumns} from wallet_keys where user_id = $1 and namespace = $2`,
        [userId, namespace],
        { name: 'wallets-find-key' },
      )
      return row && toKey(row)
    },

    /** Inserts the key unless the user has one in that namespace already; true when this one was stored. */
    async insertKey(key: WalletKeyRecord) {
      const rows = await sql.query(
        `insert into wallet_keys (${keyColumns}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (user_id, namespace) do nothing returning user_id`,
        [
          key.userId,
          key.namespace,
          key.curve,
          key.address,
          key.publicKey,
          key.envelope.ciphertext,
          key.envelope.iv,
          key.envelope.authTag,
          key.envelope.kekId,
        ],
      )
      return rows.length === 1
    },

    /** Up to `limit` keys wrapped under another KEK than `currentKekId`, locked for this transaction. */
    async keysNotUnder(currentKekId: string, limit: number) {
      const rows = await sql.query<KeyRow>(
        `select ${keyColumns} from wallet_keys where kek_id <> $1
         order by user_id, namespace limit $2 for update skip locked`,
        [currentKekId, limit],
      )
      return rows.map(toKey)
    },

    /** Replaces a key's envelope, if it is still the one `previousKekId` names (a concurrent rotation won). */
    async rewrap(
      userId: string,
      namespace: Namespace,
      previousKekId: string,
      envelope: KeyEnvelope,
    ) {
      const rows = await sql.query(
        `update wallet_keys set ciphertext = $4, iv = $5, auth_tag = $6, kek_id = $7, rewrapped_at = now()
         where user_id = $1 and namespace = $2 and kek_id = $3 returning user_id`,
        [
          userId,
          namespace,
          previousKekId,
          envelope.ciphertext,
          envelope.iv,
          envelope.authTag,
          envelope.kekId,
        ],
      )
      return rows.length === 1
    },

    /**
     * Waits for, then holds until this transaction ends, the right to send from `address`: instances sharing a
     * PostgreSQL database take nonces one after the other.
     */
    async lockSender(address: string) {
      await sql.query("select pg_advisory_xact_lock(hashtext('latch:wallet-send:' || $1))", [
        address.toLowerCase(),
      ])
    },

    /** How many keys each KEK wraps. */
    async countByKek() {
      const rows = await sql.query<{ kek_id: string; count: number }>(
        'select kek_id, count(*)::int as count from wallet_keys group by kek_id order by kek_id',
      )
      return Object.fromEntries(rows.map((row) => [row.kek_id, row.count]))
    },

    async createBatch(batch: { id: string; userId: string; caipNetworkId: string }) {
      await sql.query(
        'insert into wallet_call_batches (id, user_id, caip_network_id) values ($1, $2, $3)',
        [batch.id, batch.userId, batch.caipNetworkId],
      )
    },

    async addBatchTransaction(id: string, hash: `0x${string}`) {
      await sql.query(
        'update wallet_call_batches set tx_hashes = array_append(tx_hashes, $2) where id = $1',
        [id, hash],
      )
    },

    async finishBatch(id: string, state: Exclude<BatchState, 'sending'>) {
      await sql.query('update wallet_call_batches set state = $2 where id = $1', [id, state])
    },

    /** The batch, if it is this user's. */
    async findBatch(id: string, userId: string): Promise<CallBatch | undefined> {
      const [row] = await sql.query<{
        id: string
        user_id: string
        caip_network_id: string
        tx_hashes: `0x${string}`[]
        state: BatchState
        created_at: Date
      }>(
        `select id, user_id, caip_network_id, tx_hashes, state, created_at from wallet_call_batches
         where id = $1 and user_id = $2`,
        [id, userId],
      )
      return (
        row && {
          id: row.id,
          userId: row.user_id,
          caipNetworkId: row.caip_network_id,
          txHashes: row.tx_hashes,
          state: row.state,
          createdAt: new Date(row.created_at),
        }
      )
    },
  }
}

export type WalletsStore = ReturnType<typeof walletsStore>

function toKey(row: KeyRow): WalletKeyRecord {
  return {
    userId: row.user_id,
    namespace: row.namespace,
    curve: row.curve,
    address: row.address,
    publicKey: Buffer.from(row.public_key),
    envelope: {
      ciphertext: Buffer.from(row.ciphertext),
      iv: Buffer.from(row.iv),
      authTag: Buffer.from(row.auth_tag),
      kekId: row.kek_id,
    },
  }
}
