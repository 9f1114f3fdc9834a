-- Projects: who may call the API, from which browser origins, how often.
create table projects (
  id text primary key,
  name text not null,
  allowed_origins text[] not null default '{}',
  requests_per_minute integer not null default 6000,
  created_at timestamptz not null default now()
);
