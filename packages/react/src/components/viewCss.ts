/**
 * What the views share (lists, wallet rows, primary buttons, action rows): loaded with the first view's chunk,
 * not with the dialog's frame, so the first paint carries only the frame's styles.
 */
export const viewCss = `
.primary{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 16px;border:0;border-radius:999px;background:var(--latch-accent);color:#fff;font-weight:600;cursor:pointer;text-decoration:none}
.primary:disabled{background:var(--latch-bg-2);color:var(--latch-fg-2);box-shadow:inset 0 0 0 1px var(--latch-border);cursor:not-allowed}
.item{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid transparent;border-radius:calc(var(--latch-radius) * .75);background:var(--latch-bg-2);cursor:pointer;text-align:start;font-size:15px;font-weight:500}
.item:hover{border-color:var(--latch-border)}
.item[aria-current=true]{border-color:var(--latch-focus)}
.item .tag{margin-inline-start:auto;font-size:12px;font-weight:500;color:var(--latch-fg-2);background:var(--latch-bg);padding:2px 8px;border-radius:999px}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.connect-rows{display:flex;flex-direction:column;gap:8px}
.wallet-icon{width:32px;height:32px;border-radius:8px;flex:none;object-fit:cover;background:var(--latch-bg)}
.wallet-icon.large{width:64px;height:64px;border-radius:16px}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:12px}
.full{width:100%}
`
