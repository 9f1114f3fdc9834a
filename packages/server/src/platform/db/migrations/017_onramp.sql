-- The on-ramp (modules/onramp, docs/onramp.md): quotes a checkout may pay, checkout sessions and their status,
-- the webhook deliveries taken (a replay is refused by its id), and what was refused, for the operator.
create table onramp_quotes (
  id text primary key,
  project_id text not null,
  provider text not null,
  quote jsonb not null,
  expires_at bigint not null
);

create table onramp_sessions (
  id text primary key,
  project_id text not null,
  provider text not null,
  address text not null,
  network text not null,
  purchase_currency text not null,
  payment_currency text not null,
  amount text not null,
  quote jsonb,
  -- pending, processing (the sandbox is paying out), success, failed
  status text not null,
  tx_hash text,
  created_at bigint not null,
  updated_at bigint not null
);

create table onramp_webhook_events (
  event_id text primary key,
  provider text not null,
  session_id text not null,
  received_at bigint not null
);

create table onramp_refusals (
  id bigserial primary key,
  provider text not null,
  what text not null,
  reason text not null,
  created_at bigint not null
);
