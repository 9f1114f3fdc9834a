/** Styles of ProfileWallets, loaded with its chunk. */
export const profileWalletsCss = `
.tablist{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--latch-bg-2);width:100%}
.tab{flex:1;padding:6px 0;border:0;border-radius:999px;background:transparent;color:var(--latch-fg-2);font-weight:600;cursor:pointer}
.tab[aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg);box-shadow:0 1px 2px rgba(0,0,0,.12)}
.panel{width:100%;min-width:0}
.connections{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px;width:100%;text-align:left}
.connection{display:flex;align-items:center;gap:10px;padding:8px 4px}
.connection .main{display:flex;flex-direction:column;min-width:0;flex:1 1 0}
.connection .main>*{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.connection .name{font-weight:600}
.connection .sub{font-size:13px;color:var(--latch-fg-2)}
.connection .row-actions{display:flex;gap:4px;flex:none}
.connection .row-actions button{padding:4px 8px;font-size:13px}
`
