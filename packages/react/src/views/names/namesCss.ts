/** Styles of the names views, loaded with their chunks. */
export const namesCss = `
.names{display:flex;flex-direction:column;gap:12px;padding:8px 0}
.names .field{display:flex;flex-direction:column;gap:4px}
.names label{font-size:13px;font-weight:600;color:var(--latch-fg-2)}
.names .name-row{display:flex;align-items:center;gap:6px}
.names input{flex:1;min-width:0;min-height:40px;padding:8px 12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg-2);color:var(--latch-fg);font:inherit}
.names .zone{font-size:14px;color:var(--latch-fg-2);white-space:nowrap}
.names .note{font-size:13px;margin:0;color:var(--latch-fg-2)}
.names .problem{font-size:13px;margin:0;color:var(--latch-fg-2)}
.names .suggestions{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.names .status{font-size:14px;margin:0;text-align:center}
.names .status.error{color:var(--latch-error)}
.names .success{font-size:15px;margin:0;text-align:center;word-break:break-all}
`
