-- Registry icons as bytes with their media type (modules/registry): an imported wallet's own logo may be a PNG,
-- JPEG or WebP as well as an SVG. Existing SVGs move over as UTF-8 bytes, so one column serves every row.
alter table registry_wallets add column image_bytes bytea, add column image_type text;
update registry_wallets set image_bytes = convert_to(image_svg, 'UTF8'), image_type = 'image/svg+xml';
alter table registry_wallets
  alter column image_bytes set not null,
  alter column image_type set not null,
  add constraint registry_wallets_image_type
    check (image_type in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  drop column image_svg;
