/** Styles of the swap views, loaded with their chunks. */
export const swapCss = `
.swap{display:flex;flex-direction:column;gap:12px;padding:8px 0}
.swap .side{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg-2)}
.swap .side-head{display:flex;justify-content:space-between;align-items:center;gap:8px}
.swap label,.swap .label{font-size:13px;font-weight:600;color:var(--latch-fg-2)}
.swap .amount-row{display:flex;gap:8px;align-items:center}
.swap input{flex:1;min-width:0;min-height:40px;padding:8px 12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg);color:var(--latch-fg);font:inherit}
.swap .token-button{min-width:96px}
.swap .flip{align-self:center}
.swap output{flex:1;font-size:18px;font-weight:600;min-height:40px;display:flex;align-items:center}
.swap .note{font-size:13px;margin:0;color:var(--latch-fg-2)}
.swap .problem{font-size:13px;margin:0;color:var(--latch-fg-2)}
.swap dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}
.swap dt{color:var(--latch-fg-2);font-size:14px}
.swap dd{margin:0;text-align:end;font-size:14px;font-weight:600;min-width:0}
.swap .impact-high{color:var(--latch-error)}
.swap .status{font-size:14px;margin:0;text-align:center}
.swap .status.error{color:var(--latch-error)}
`
