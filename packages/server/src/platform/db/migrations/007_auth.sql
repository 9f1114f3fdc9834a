-- E-mail and social login (modules/auth, docs/embedded-wallet.md). Secrets are stored only as hashes: session
-- tokens, device ids and approval links as SHA-256, codes as HMAC-SHA256 with the server's key. Times in ms
-- since the epoch.
create table users (
  id text primary key,
  -- lower-cased; null for a social identity that gave none
  email text unique,
  created_at bigint not null
);

create table user_identities (
  provider text not null,
  subject text not null,
  user_id text not null references users (id) on delete cascade,
  created_at bigint not null,
  primary key (provider, subject)
);
create index user_identities_user on user_identities (user_id);

create table auth_sessions (
  id text primary key,
  token_hash text not null unique,
  user_id text not null references users (id) on delete cascade,
  device_hash text not null,
  project_id text not null,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index auth_sessions_user on auth_sessions (user_id);

create table devices (
  user_id text not null references users (id) on delete cascade,
  device_hash text not null,
  approved_at bigint not null,
  primary key (user_id, device_hash)
);

create table otps (
  id text primary key,
  -- a login code is for an e-mail (its user may not exist yet); the others are for a user
  user_id text references users (id) on delete cascade,
  -- where it was sent
  email text not null,
  purpose text not null
    check (purpose in ('login', 'update-email-primary', 'update-email-secondary', 'export-key')),
  code_hash text not null,
  -- login: the device that asked (its code signs in that device only)
  device_hash text,
  -- update-email: the address being changed to
  new_email text,
  sent_at bigint not null,
  expires_at bigint not null,
  attempts integer not null default 0,
  used_at bigint
);
create index otps_email on otps (email, purpose, sent_at);
create index otps_user on otps (user_id, purpose, sent_at);

create table device_approvals (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  device_hash text not null,
  created_at bigint not null,
  expires_at bigint not null,
  approved_at bigint,
  -- once approved, the login code is mailed once
  otp_sent_at bigint
);
create index device_approvals_user_device on device_approvals (user_id, device_hash, created_at);
