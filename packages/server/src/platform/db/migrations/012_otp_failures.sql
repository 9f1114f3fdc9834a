-- The wrong-code budget of an account (modules/auth, docs/embedded-wallet.md; NIST SP 800-63B §5.2.2): tries
-- counted across all its codes, so a new code brings no new guesses. `failures` counts the tries since
-- `window_started_at` and since the last right code (which deletes the row).
create table otp_failures (
  -- 'email:<address>' for login codes, 'user:<id>' for a signed-in user's codes
  account text primary key,
  failures integer not null,
  window_started_at bigint not null
);
