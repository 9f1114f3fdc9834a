-- Indexed blocks per chain, kept to detect reorgs (a changed parent hash).
create table blocks (
  chain_id text not null,
  number bigint not null,
  hash text not null,
  parent_hash text not null,
  timestamp bigint not null,
  primary key (chain_id, number)
);

-- Where each chain's indexer stopped: the last block fully recorded.
create table index_cursors (
  chain_id text primary key,
  block_number bigint not null,
  block_hash text not null
);

create table tokens (
  chain_id text not null,
  address text not null,
  standard text not null check (standard in ('erc20', 'erc721', 'erc1155')),
  name text,
  symbol text,
  decimals integer,
  primary key (chain_id, address)
);

-- Native (log_index -1) and token transfers. Addresses are lower case.
create table transfers (
  chain_id text not null,
  block_number bigint not null,
  tx_index integer not null,
  tx_hash text not null,
  log_index integer not null,
  batch_index integer not null default 0,
  from_address text not null,
  to_address text not null,
  standard text not null check (standard in ('native', 'erc20', 'erc721', 'erc1155')),
  token_address text,
  token_id numeric(78, 0),
  amount numeric(78, 0) not null,
  status text not null check (status in ('confirmed', 'failed')),
  primary key (chain_id, tx_hash, log_index, batch_index)
);
create index transfers_block on transfers (chain_id, block_number);
create index transfers_token_holder on transfers (chain_id, to_address, standard);

-- One row per (address, transaction) it took part in: the history index, paged by (block, tx index).
create table address_activity (
  chain_id text not null,
  address text not null,
  block_number bigint not null,
  tx_index integer not null,
  tx_hash text not null,
  tx_from text not null,
  tx_to text,
  nonce bigint not null,
  primary key (chain_id, address, block_number, tx_index)
);
create index address_activity_block on address_activity (chain_id, block_number);

-- An account's NFT holdings are read from what it received and what it sent: both index lookups.
create index transfers_nft_received on transfers (chain_id, to_address)
  where standard in ('erc721', 'erc1155');
create index transfers_nft_sent on transfers (chain_id, from_address)
  where standard in ('erc721', 'erc1155');
