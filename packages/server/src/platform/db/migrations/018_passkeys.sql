-- Passkeys for the embedded wallet (modules/passkeys, docs/embedded-wallet.md "Passkeys"). Times in ms since the
-- epoch.

-- A WebAuthn ceremony in flight: its challenge is single-use and short-lived (5 min).
create table webauthn_challenges (
  -- base64url, 32 random bytes: what the authenticator signs inside its client data
  challenge text primary key,
  -- 'register': a new visitor's passkey (a new user); 'add': a signed-in user's; 'login': any passkey of the RP;
  -- 'export': the signed-in user's own passkey, before their key is exported
  ceremony text not null check (ceremony in ('register', 'add', 'login', 'export')),
  -- the signed-in user ('add', 'export')
  user_id text references users (id) on delete cascade,
  -- the WebAuthn user handle the new credential gets ('register', 'add')
  user_handle text,
  -- SHA-256 of the device id of the frame that asked: only it may finish (as a social login's state)
  device_hash text not null,
  project_id text not null,
  expires_at bigint not null,
  used_at bigint
);
create index webauthn_challenges_expiry on webauthn_challenges (expires_at);

-- A user's passkey: its public key and signature counter. One user handle per user (every passkey of a user shares
-- it, as WebAuthn's user.id is per account).
create table webauthn_credentials (
  -- the credential id, base64url
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  user_handle text not null,
  -- the COSE public key, base64url
  public_key text not null,
  counter bigint not null,
  transports text,
  rp_id text not null,
  created_at bigint not null,
  last_used_at bigint
);
create index webauthn_credentials_user on webauthn_credentials (user_id);
