-- ERC-7715 sessions the embedded wallet granted (modules/sessions, docs/smart-accounts.md "Sessions"). The chain
-- enforces them (SessionSpendLimits); this is the list GET /v1/sessions/{account} reads. Times in ms since the epoch.
create table smart_sessions (
  -- The permission context (pci): 0x and 32 random bytes.
  id text primary key,
  project_id text not null,
  user_id text not null references users (id) on delete cascade,
  caip_network_id text not null,
  -- Lower-case: the smart account that granted, its owner key's address, the session (the app's signer).
  account text not null,
  owner text not null,
  signer text not null,
  -- The permission as granted (ERC-7715: type and data).
  permission jsonb not null,
  expires_at bigint not null,
  created_at bigint not null,
  revoked_at bigint
);
create index smart_sessions_account on smart_sessions (project_id, caip_network_id, account, created_at);
create index smart_sessions_user on smart_sessions (user_id);
