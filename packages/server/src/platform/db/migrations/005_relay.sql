-- The WalletConnect relay's undelivered messages (modules/relay): kept until a subscriber acknowledges them or
-- their TTL ends, so a restart loses none. Times in ms since the epoch.
create table relay_messages (
  topic text not null,
  id text not null,
  message text not null,
  tag bigint not null,
  published_at bigint not null,
  expires_at bigint not null,
  publisher text not null,
  primary key (topic, id)
);
create index relay_messages_expires_at on relay_messages (expires_at);
