-- Sign in with the wallet (modules/siwx, docs/siwx.md). Times in ms since the epoch.

-- Nonces handed out by GET /v1/siwx/nonce: stored as SHA-256, single use (used_at set once, atomically).
create table siwx_nonces (
  nonce_hash text primary key,
  project_id text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used_at bigint
);
-- The periodic clean-up deletes long-expired rows.
create index siwx_nonces_expires on siwx_nonces (expires_at);

-- A verified sign-in: the account (CAIP-10) and exactly what it signed.
create table siwx_sessions (
  id text primary key,
  project_id text not null,
  caip_address text not null,
  domain text not null,
  uri text not null,
  message text not null,
  signature text not null,
  issued_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index siwx_sessions_account on siwx_sessions (project_id, caip_address);

-- The keys that sign session tokens (ES256), shared by every instance: the public half as a JWK, the private
-- half only as AES-256-GCM ciphertext under the KEK named by kek_id (the associated data binds it to kid).
create table siwx_signing_keys (
  kid text primary key,
  public_jwk text not null,
  ciphertext bytea not null,
  iv bytea not null,
  auth_tag bytea not null,
  kek_id text not null,
  created_at bigint not null
);
create index siwx_signing_keys_created on siwx_signing_keys (created_at);
