import type { Sql } from '../../platform/db/Database'

/** A Farcaster login in flight: what the relay's answer must match. Times in ms since the epoch. */
export type FarcasterChannel = {
  channelToken: string
  nonce: string
  /** The app's host: the signed message must name it. */
  domain: string
  projectId: string
  /** SHA-256 of the device id of the frame that started: the only one that may finish. */
  deviceHash: string
  createdAt: number
  expiresAt: number
}

type Row = {
  channel_token: string
  nonce: string
  domain: string
  project_id: string
  device_hash: string
  created_at: string
  expires_at: string
  used: boolean
}

const fromRow = (row: Row): FarcasterChannel & { used: boolean } => ({
  channelToken: row.channel_token,
  nonce: row.nonce,
  domain: row.domain,
  projectId: row.project_id,
  deviceHash: row.device_hash,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  used: row.used,
})

/** The `farcaster_channels` table (migration 016). */
export function farcasterStore(db: Sql) {
  return {
    async save(channel: FarcasterChannel) {
      await db.query(
        `insert into farcaster_channels
           (channel_token, nonce, domain, project_id, device_hash, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          channel.channelToken,
          channel.nonce,
          channel.domain,
          channel.projectId,
          channel.deviceHash,
          channel.createdAt,
          channel.expiresAt,
        ],
      )
    },
    async find(channelToken: string) {
      const rows = await db.query<Row>(
        'select * from farcaster_channels where channel_token = $1',
        [channelToken],
      )
      return rows[0] ? fromRow(rows[0]) : undefined
    },
    /** Marks it used; undefined when it already was (two finishes at once: one wins). */
    async consume(channelToken: string) {
      const rows = await db.query<Row>(
        `update farcaster_channels set used = true
         where channel_token = $1 and not used returning *`,
        [channelToken],
      )
      return rows[0] ? fromRow(rows[0]) : undefined
    },
    async removeExpired(now: number) {
      await db.query('delete from farcaster_channels where expires_at < $1', [now])
    },
  }
}
