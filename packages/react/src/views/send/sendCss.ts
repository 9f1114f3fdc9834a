/** Styles of the send views, loaded with their chunks. */
export const sendCss = `
.send{display:flex;flex-direction:column;gap:12px;padding:8px 0}
.send .field{display:flex;flex-direction:column;gap:4px}
.send label,.send .label{font-size:13px;font-weight:600;color:var(--latch-fg-2)}
.send input{width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg-2);color:var(--latch-fg);font:inherit}
.send .token-button{display:flex;justify-content:space-between;align-items:center;gap:8px;min-height:40px;text-align:start;white-space:nowrap}
.send .token-name{flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis}
.send .token-picker{padding:12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5)}
.send .amount-row{display:flex;gap:8px}
.send .speeds{display:flex;gap:16px}
.send .speeds label{display:flex;align-items:center;gap:4px;font-weight:400}
.send .amount-row input{flex:1}
.send .address-text{font-family:ui-monospace,monospace;font-size:13px;word-break:break-all}
.send .note{font-size:13px;margin:0;color:var(--latch-fg-2)}
.send .name{word-break:break-all;text-wrap:balance}
.send .warning{font-size:13px;margin:0;padding-inline-start:8px;border-inline-start:3px solid #d97706;color:var(--latch-fg)}
.send .problem{font-size:13px;margin:0;color:var(--latch-fg-2)}
.send dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}
.send dt{color:var(--latch-fg-2);font-size:14px}
.send dd{margin:0;text-align:end;font-size:14px;font-weight:600;min-width:0}
.send .status{font-size:14px;margin:0;text-align:center}
.send .status.error{color:var(--latch-error)}
`
