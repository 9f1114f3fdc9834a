-- The relay's mailbox shared by every instance (modules/relay). `stored_at` (the database's clock, ms) lets each
-- instance catch up on what the others stored while the bus (Redis) was away; `origin` is the publisher's
-- address, which the mailbox bounds. `relay_topics`: topics someone subscribed to, and when last; a message to
-- a topic nobody subscribes to is kept for a bounded time only.
alter table relay_messages
  add column stored_at bigint not null default (extract(epoch from clock_timestamp()) * 1000)::bigint;
alter table relay_messages add column origin text not null default '';
create index relay_messages_stored_at on relay_messages (stored_at);
create table relay_topics (
  topic text primary key,
  subscribed_at bigint not null
);
create index relay_topics_subscribed_at on relay_topics (subscribed_at);
