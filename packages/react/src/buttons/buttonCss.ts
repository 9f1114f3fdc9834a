import { defaultThemeVariables } from '../theme/themeTokens'

const accent = `var(--latch-accent,${defaultThemeVariables['--latch-accent']})`

/**
 * The buttons live in the host page's DOM (they render on the server too), so they reset every property with
 * a doubled class (beats the page's element rules) and set their own.
 */
export const buttonCss = `
.latch-btn.latch-btn{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:8px 16px;border-radius:var(--latch-radius,${defaultThemeVariables['--latch-radius']});background:${accent};color:#fff;font-family:var(--latch-font-family,${defaultThemeVariables['--latch-font-family']});font-size:15px;font-weight:600;line-height:1.2;cursor:pointer;white-space:nowrap}
.latch-btn.latch-btn:hover{filter:brightness(1.08)}
.latch-btn.latch-btn:focus-visible{outline:2px solid ${accent};outline-offset:2px}
.latch-btn.latch-btn[aria-busy=true]{cursor:progress}
.latch-btn.latch-secondary{background:#eef1f4;color:#141414}
@media (prefers-color-scheme:dark){.latch-btn.latch-secondary:not([data-theme=light]){background:#252727;color:#f2f4f5}}
.latch-btn.latch-secondary[data-theme=dark]{background:#252727;color:#f2f4f5}
.latch-btn .latch-muted{font-weight:500;opacity:.85}
.latch-btn img{width:20px;height:20px;border-radius:50%}
`
