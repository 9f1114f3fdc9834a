/** Styles of the Account view's tabs, loaded with the view's chunk. */
export const accountCss = `
.address{font-size:20px;font-weight:700;margin:0;display:flex;align-items:center;gap:4px}
.balance{font-size:16px;color:var(--latch-fg-2);margin:0}
.avatar{width:72px;height:72px;border-radius:50%}
.tablist{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--latch-bg-2);width:100%}
.tab{flex:1;padding:6px 0;border:0;border-radius:999px;background:transparent;color:var(--latch-fg-2);font-weight:600;cursor:pointer}
.tab[aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg);box-shadow:0 1px 2px rgba(0,0,0,.12)}
.tabpanel{width:100%;min-height:120px;max-height:260px;overflow-y:auto;text-align:start}
.total{font-size:13px;color:var(--latch-fg-2);margin:0}
.rows{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.row{display:flex;align-items:center;gap:10px;padding:8px 4px}
.row .token-icon{width:32px;height:32px;border-radius:50%;flex:none;display:grid;place-items:center;background:var(--latch-bg-2);font-size:12px;font-weight:700;overflow:hidden;white-space:nowrap;letter-spacing:-.02em}
.row .token-icon.small{font-size:10px}
.row .token-icon.smallest{font-size:8.5px}
.row .token-icon img{width:100%;height:100%;object-fit:cover}
.row .main{display:flex;flex-direction:column;min-width:0;flex:1 1 auto}
.row .main span:first-child{font-weight:600}
.row .side{display:flex;flex-direction:column;align-items:flex-end;font-size:13px;min-width:0;max-width:65%;flex:none;font-variant-numeric:tabular-nums}
.row .main>*,.row .side>*{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.row .sub{font-size:13px;color:var(--latch-fg-2)}
.group-title{font-size:12px;font-weight:600;color:var(--latch-fg-2);margin:10px 4px 2px;text-transform:uppercase;letter-spacing:.04em}
.nft-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.nft{display:flex;flex-direction:column;gap:4px;font-size:12px}
.nft .art{aspect-ratio:1;border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg-2);display:grid;place-items:center;overflow:hidden;font-weight:700;color:var(--latch-fg-2)}
.nft .art img{width:100%;height:100%;object-fit:cover}
.empty{color:var(--latch-fg-2);text-align:center;padding:24px 8px;margin:0}
.identity-name{font-size:18px;font-weight:700;margin:0}
`
