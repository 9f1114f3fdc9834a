-- The server paymaster (modules/paymaster, docs/smart-accounts.md). Times in ms since the epoch; amounts in wei.

-- A project's sponsorship policy; a project without a row is not sponsored.
create table paymaster_policies (
  project_id text primary key,
  enabled boolean not null,
  project_daily_budget_wei numeric(78, 0) not null,
  user_daily_budget_wei numeric(78, 0) not null,
  -- Lower-case addresses the sponsored calls may reach; null: any.
  allowed_targets text[]
);

-- Each signed sponsorship, at the most the operation may cost (its gas limits at its fee cap). One row per
-- operation (sender and nonce on a chain): asking again for the same operation replaces its row.
create table paymaster_spends (
  project_id text not null,
  chain_id bigint not null,
  sender text not null,
  nonce numeric(78, 0) not null,
  user_op_hash text not null,
  max_cost_wei numeric(78, 0) not null,
  created_at bigint not null,
  primary key (chain_id, sender, nonce)
);
create index paymaster_spends_project on paymaster_spends (project_id, created_at);
create index paymaster_spends_sender on paymaster_spends (project_id, sender, created_at);
