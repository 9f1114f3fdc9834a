-- Social login's authorization requests in flight (modules/social): the state the provider hands back, the PKCE
-- verifier and nonce that prove the answer belongs to this request, and the app origin the callback page posts
-- to. Single use, 10 minutes. Times in ms since the epoch.
create table oauth_states (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text,
  app_origin text not null,
  project_id text not null references projects (id) on delete cascade,
  created_at bigint not null,
  expires_at bigint not null,
  used boolean not null default false
);
create index oauth_states_expires_at on oauth_states (expires_at);
