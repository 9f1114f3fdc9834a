-- Names and avatars (filled by the names issue; identity reads it).
create table names (
  address text primary key,
  name text not null,
  avatar text
);
