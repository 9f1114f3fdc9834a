-- Farcaster logins in flight (modules/farcaster): the relay's channel, the nonce and domain its signed message
-- must carry, and who may finish it (project, device). Single use, 10 minutes. Times in ms since the epoch.
create table farcaster_channels (
  channel_token text primary key,
  nonce text not null,
  domain text not null,
  project_id text not null references projects (id) on delete cascade,
  device_hash text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used boolean not null default false
);
create index farcaster_channels_expires_at on farcaster_channels (expires_at);
