/** Styles of the e-mail and social rows and views, loaded with their chunk. */
export const embeddedWalletCss = `
.email-form{display:grid;grid-template-columns:1fr auto;gap:8px;margin-bottom:4px}
.wallets-divider{width:100%;margin:4px 0;border:0;border-top:1px solid var(--latch-border)}
.email-form input,.otp-input{box-sizing:border-box;width:100%;padding:10px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg-2);color:var(--latch-fg);font:inherit}
.email-form input:focus-visible,.otp-input:focus-visible{outline:2px solid var(--latch-focus);outline-offset:1px}
.email-form .error{grid-column:1/-1;margin:0}
.otp-input{max-width:220px;text-align:center;letter-spacing:.4em;font-size:1.4em;font-variant-numeric:tabular-nums}
.social-mark{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:8px;background:var(--latch-bg-2);border:1px solid var(--latch-border);font-weight:700}
`
