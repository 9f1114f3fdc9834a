-- Transfer logs the indexer could not decode (hostile or broken contracts): recorded with the reason, never a
-- reason to stop indexing the chain.
create table skipped_logs (
  chain_id text not null,
  block_number bigint not null,
  tx_hash text not null,
  log_index integer not null,
  reason text not null,
  primary key (chain_id, tx_hash, log_index)
);
create index skipped_logs_block on skipped_logs (chain_id, block_number);
