-- Analytics the operator owns (modules/analytics, docs/console.md): events and error reports from `POST /e`, with
-- no IP address; `account` is the address only where the project turns that on, otherwise a keyed hash of it.
-- Times in ms since the epoch.
create table analytics_events (
  project_id text not null,
  event_id text not null,
  event text not null,
  wallet text,
  method text,
  view text,
  account text,
  domain text not null,
  url text not null,
  occurred_at bigint not null,
  received_at bigint not null,
  -- MODAL_OPEN's `connected` (AppKit's property): an open by a visitor already connected is not a connect's start.
  connected boolean,
  primary key (project_id, event_id)
);
create index analytics_events_by_time on analytics_events (project_id, received_at);
create index analytics_events_sweep on analytics_events (received_at);

create table analytics_error_reports (
  project_id text not null,
  event_id text not null,
  error_type text not null,
  error_message text not null,
  stack_trace text not null,
  domain text not null,
  url text not null,
  occurred_at bigint not null,
  received_at bigint not null,
  primary key (project_id, event_id)
);
create index analytics_error_reports_by_time on analytics_error_reports (project_id, received_at);
create index analytics_error_reports_sweep on analytics_error_reports (received_at);

-- A project's analytics settings; without a row, addresses are hashed.
create table analytics_settings (
  project_id text primary key,
  store_addresses boolean not null
);

-- The console (modules/console): which operator owns a project (`eip155:0x…` for a SIWE sign-in, `token` for the
-- one-time token's), its sessions and the one-time tokens printed at start (their SHA-256 only).
create table console_owners (
  project_id text primary key,
  operator text not null
);
create index console_owners_by_operator on console_owners (operator);

create table console_sessions (
  token_hash text primary key,
  operator text not null,
  expires_at bigint not null
);

create table console_start_tokens (
  token_hash text primary key,
  created_at bigint not null
);

-- SIWE nonces the console handed out: shared by the instances (behaviour.md §17.1), spent once.
create table console_nonces (
  nonce text primary key,
  expires_at bigint not null
);
