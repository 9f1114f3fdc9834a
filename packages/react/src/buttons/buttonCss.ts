import { narrowMedia } from '../theme/narrowMedia'
import { defaultThemeVariables } from '../theme/themeTokens'

const accent = `var(--latch-accent,${defaultThemeVariables['--latch-accent']})`

/**
 * The buttons live in the host page's DOM (they render on the server too), so they reset every property with
 * a doubled class (beats the page's element rules) and set their own. On a phone they shed width: the balance
 * first, then a long network name ends in an ellipsis.
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
.latch-btn .latch-label{min-width:0;overflow:hidden;text-overflow:ellipsis}
@media ${narrowMedia}{.latch-btn .latch-balance{display:none}.latch-btn.latch-btn{max-width:100%;padding:8px 12px}.latch-btn.latch-network{max-width:10em}}
.latch-btn img{width:20px;height:20px;border-radius:50%}
`
