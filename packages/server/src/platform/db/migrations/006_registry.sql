-- The wallet registry (modules/registry): wallets a dapp lists, links to and shows the icon of.
-- Absent links are null; chains are CAIP-2 ids or `<namespace>:*`; `source` keeps the seed from overwriting
-- a wallet an operator imported.
create table registry_wallets (
  id text primary key,
  name text not null,
  rank integer not null,
  rdns text,
  homepage text,
  image_svg text not null,
  mobile_native text,
  mobile_universal text,
  desktop_native text,
  desktop_universal text,
  web_link text,
  ios_store text,
  android_store text,
  chrome_store text,
  firefox_store text,
  edge_store text,
  chains text[] not null default '{}',
  injected_ids text[] not null default '{}',
  source text not null check (source in ('seed', 'import')),
  updated_at timestamptz not null default now()
);
create index registry_wallets_order on registry_wallets (rank, lower(name), id);
