-- Social login's redirect mode (modules/social, docs/embedded-wallet.md "Social, redirect mode"): for a browser
-- that blocks the popup, the app's own page goes to the provider and comes back to `return_url` (an address of
-- the state's app origin). The callback page trades the provider's answer for a one-time code
-- (`handoff_hash`: its SHA-256), which the secure site's frame in the app redeems within `handoff_expires_at`
-- from the device that started (`device_hash`: SHA-256 of its id). `handoff_uri` (the provider's redirect, with
-- its code) is cleared when the code is redeemed. Null `return_url`: a popup login.
alter table oauth_states add column return_url text;
alter table oauth_states add column device_hash text;
alter table oauth_states add column handoff_hash text;
alter table oauth_states add column handoff_uri text;
alter table oauth_states add column handoff_expires_at bigint;
create unique index oauth_states_handoff_hash on oauth_states (handoff_hash);
