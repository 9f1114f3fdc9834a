/** Styles of the WalletConnect views, loaded with their chunk. */
export const walletConnectCss = `
.qr-frame{padding:12px;border-radius:calc(var(--latch-radius) + 4px);background:#fff;border:1px solid var(--latch-border);line-height:0}
.qr{display:block;width:min(280px,100%);height:auto}
.search{display:block;margin-bottom:12px}
.search input{width:100%;box-sizing:border-box;padding:10px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg-2);color:var(--latch-fg);font:inherit}
.search input:focus-visible{outline:2px solid var(--latch-focus);outline-offset:1px}
`
