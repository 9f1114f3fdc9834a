import type { Sql } from '../../platform/db/Database'
import type { WalletImage, WalletImageType } from './walletImage'
import type { WalletRecord } from './walletInput'

/** Which wallets a list asks for; every field narrows it (`undefined`: no narrowing). */
export type WalletFilter = {
  /** Part of the name, matched case-insensitively. */
  search?: string | undefined
  /** Only these ids. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids: a wallet that serves one of them, or their whole namespace (`eip155:*`). */
  chains?: readonly string[] | undefined
}

type WalletRow = {
  id: string
  name: string
  rank: number
  rdns: string | null
  homepage: string | null
  mobile_native: string | null
  mobile_universal: string | null
  desktop_native: string | null
  desktop_universal: string | null
  web_link: string | null
  ios_store: string | null
  android_store: string | null
  chrome_store: string | null
  firefox_store: string | null
  edge_store: string | null
  chains: string[]
  injected_ids: string[]
}

const columns = `id, name, rank, rdns, homepage, mobile_native, mobile_universal, desktop_native,
  desktop_universal, web_link, ios_store, android_store, chrome_store, firefox_store, edge_store, chains,
  injected_ids`

// One statement for every filter: a null parameter turns its condition off, so the plan is prepared once.
const where = `where ($1::text is null or strpos(lower(name), lower($1)) > 0)
  and ($2::text[] is null or id = any($2))
  and not (id = any($3::text[]))
  and ($4::text[] is null or chains && $4 or chains && $5::text[])`

/** The registry's wallets table. */
export function registryStore(sql: Sql) {
  function parameters(filter: WalletFilter) {
    const namespaces = filter.chains?.map((chain) => `${chain.split(':')[0]}:*`)
    return [
      filter.search ?? null,
      filter.include ?? null,
      filter.exclude ?? [],
      filter.chains ?? null,
      namespaces ?? [],
    ]
  }

  return {
    async list(filter: WalletFilter, page: { limit: number; offset: number }) {
      const rows = await sql.query<WalletRow>(
        `select ${columns} from registry_wallets ${where}
         order by rank, lower(name), id limit $6 offset $7`,
        [...parameters(filter), page.limit, page.offset],
        { name: 'registry-list' },
      )
      return rows.map(toRecord)
    },

    async count(filter: WalletFilter) {
      const [row] = await sql.query<{ count: number }>(
        `select count(*)::int as count from registry_wallets ${where}`,
        parameters(filter),
        { name: 'registry-count' },
      )
      return row?.count ?? 0
    },

    async image(id: string): Promise<WalletImage | undefined> {
      const [row] = await sql.query<{ image_bytes: Uint8Array; image_type: WalletImageType }>(
        'select image_bytes, image_type from registry_wallets where id = $1',
        [id],
        { name: 'registry-image' },
      )
      return row && { type: row.image_type, bytes: new Uint8Array(row.image_bytes) }
    },

    /** Inserts or replaces each wallet. A seed never replaces a wallet an operator imported. */
    async upsert(wallets: readonly WalletRecord[], source: 'seed' | 'import') {
      for (const wallet of wallets)
        await sql.query(
          `insert into registry_wallets (${columns}, image_bytes, image_type, source, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             now())
           on conflict (id) do update set
             name = excluded.name, rank = excluded.rank, rdns = excluded.rdns, homepage = excluded.homepage,
             mobile_native = excluded.mobile_native, mobile_universal = excluded.mobile_universal,
             desktop_native = excluded.desktop_native, desktop_universal = excluded.desktop_universal,
             web_link = excluded.web_link, ios_store = excluded.ios_store,
             android_store = excluded.android_store, chrome_store = excluded.chrome_store,
             firefox_store = excluded.firefox_store, edge_store = excluded.edge_store,
             chains = excluded.chains, injected_ids = excluded.injected_ids,
             image_bytes = excluded.image_bytes, image_type = excluded.image_type, source = excluded.source, updated_at = now()
           where excluded.source = 'import' or registry_wallets.source = 'seed'`,
          [
            wallet.id,
            wallet.name,
            wallet.rank,
            wallet.rdns,
            wallet.homepage,
            wallet.links.mobile.native,
            wallet.links.mobile.universal,
            wallet.links.desktop.native,
            wallet.links.desktop.universal,
            wallet.links.web,
            wallet.stores.ios,
            wallet.stores.android,
            wallet.stores.chrome,
            wallet.stores.firefox,
            wallet.stores.edge,
            wallet.chains,
            wallet.injectedIds,
            Buffer.from(wallet.image.bytes),
            wallet.image.type,
            source,
          ],
        )
    },
  }
}

export type RegistryStore = ReturnType<typeof registryStore>

function toRecord(row: WalletRow): Omit<WalletRecord, 'image' | 'imageUrl'> {
  return {
    id: row.id,
    name: row.name,
    rank: row.rank,
    rdns: row.rdns,
    homepage: row.homepage,
    links: {
      mobile: { native: row.mobile_native, universal: row.mobile_universal },
      desktop: { native: row.desktop_native, universal: row.desktop_universal },
      web: row.web_link,
    },
    stores: {
      ios: row.ios_store,
      android: row.android_store,
      chrome: row.chrome_store,
      firefox: row.firefox_store,
      edge: row.edge_store,
    },
    chains: row.chains,
    injectedIds: row.injected_ids,
  }
}
