-- Names registered in a project's zone (modules/names). The placeholder table of 003 held one global name per
-- address and was never filled: a name belongs to a project (its zone), and an address may hold several.
drop table names;
create table names (
  project_id text not null,
  name text not null,
  address text not null,
  -- ENSIP-11 coin type (decimal) → address
  addresses jsonb not null,
  -- avatar, description, url
  texts jsonb not null,
  -- the registration message's timestamp (ms): a later registration by the same address replaces nothing older
  signed_at bigint not null,
  primary key (project_id, name)
);
create index names_by_address on names (project_id, address, signed_at desc);

-- Registration signatures seen: one is never accepted twice.
create table name_signatures (
  signature_hash text primary key,
  seen_at timestamptz not null default now()
);
