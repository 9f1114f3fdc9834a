/** Styles of the on-ramp views, loaded with their chunks. */
export const onrampCss = `
.onramp{display:flex;flex-direction:column;gap:12px;padding:8px 0}
.onramp label{display:flex;flex-direction:column;gap:6px;font-size:13px;font-weight:600;color:var(--latch-fg-2)}
.onramp select,.onramp input{min-height:40px;padding:8px 12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg);color:var(--latch-fg);font:inherit;font-weight:400}
.onramp .note{font-size:13px;margin:0;color:var(--latch-fg-2)}
.onramp .problem{font-size:13px;margin:0;color:var(--latch-error)}
.onramp .quote{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg-2)}
.onramp .quote-head{display:flex;justify-content:space-between;align-items:center;gap:8px;font-weight:600}
.onramp .tag{font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;background:var(--latch-bg);color:var(--latch-fg-2)}
.onramp dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.onramp dt{color:var(--latch-fg-2);font-size:14px}
.onramp dd{margin:0;text-align:right;font-size:14px;font-weight:600}
.onramp .status{font-size:14px;margin:0;text-align:center}
`
