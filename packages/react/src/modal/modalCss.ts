import { MODAL_WIDTH_PX } from '@latch/core'
import { narrowMedia } from '../theme/narrowMedia'

/**
 * The modal's CSS. It lives in the modal's shadow root: the host page's rules cannot reach in, ours cannot
 * leak out, and `all: initial` on the host stops inherited fonts and colours at the boundary.
 */
export const modalCss = `
:host{all:initial;position:fixed;inset:0;--latch-top:clamp(48px,12vh,112px);z-index:var(--latch-z-index);font-family:var(--latch-font-family);color:var(--latch-fg);color-scheme:var(--latch-color-scheme);font-size:16px;line-height:1.4;-webkit-font-smoothing:antialiased}
:host([data-inline]){position:static;display:block}
*,*::before,*::after{box-sizing:border-box}
.backdrop{position:fixed;inset:0;display:flex;align-items:flex-start;justify-content:center;padding:var(--latch-top) 8px 16px;background:var(--latch-backdrop);animation:fade 150ms ease-out}
:host([data-inline]) .backdrop{position:static;display:block;padding:0;background:none;animation:none}
.dialog{position:relative;width:${MODAL_WIDTH_PX}px;max-width:100%;min-width:0;outline:none;animation:rise 150ms ease-out}
.panel{display:flex;flex-direction:column;max-height:calc(100dvh - var(--latch-top) - 16px);overflow:hidden;background:var(--latch-bg);border:1px solid var(--latch-border);border-radius:var(--latch-radius);box-shadow:0 12px 40px rgba(0,0,0,.25)}
:host([data-inline]) .panel{max-height:none}
.header{flex:none;display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px}
.title{margin:0;text-align:center;font-size:17px;font-weight:600;outline:none}
.icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:10px;background:transparent;color:var(--latch-fg);cursor:pointer;font:inherit}
.icon-button:hover{background:var(--latch-bg-2)}
.body{flex:1 1 auto;min-height:0;overflow:auto;padding:8px 16px 20px}
.resizing .body{overflow:hidden;overflow:clip}
button,a{font:inherit;color:inherit}
:focus-visible{outline:2px solid var(--latch-focus);outline-offset:2px}
.center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px;padding:12px 0}
.muted{color:var(--latch-fg-2);font-size:14px;margin:0}
.error{color:var(--latch-error);font-weight:600;margin:0}
.modal-alert{margin:0 0 8px;padding:8px 12px;border:1px solid var(--latch-error);border-radius:10px;color:var(--latch-error);font-size:14px;font-weight:600;text-align:center}
.secondary{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 16px;border:1px solid var(--latch-border);border-radius:999px;background:var(--latch-bg-2);color:var(--latch-fg);font-weight:600;cursor:pointer;text-decoration:none}
.secondary:disabled{border-style:dashed;color:var(--latch-fg-2);cursor:not-allowed}
.spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--latch-border);border-top-color:var(--latch-accent);animation:spin .8s linear infinite}
.spinning{overflow:clip}
.toast-region{position:absolute;bottom:calc(100% + 8px);inset-inline:0;display:flex;justify-content:center;pointer-events:none}
.toast{max-width:100%;padding:8px 14px;border-radius:18px;text-align:center;background:var(--latch-fg);color:var(--latch-bg);font-size:13px;font-weight:600;box-shadow:0 4px 16px rgba(0,0,0,.2);animation:fade 150ms ease-out}
.toast.error{background:#b91c1c;color:#fff}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@keyframes fade{from{opacity:0}}
@keyframes rise{from{opacity:0;transform:translateY(8px)}}
@media ${narrowMedia}{
:host(:not([data-inline])){--latch-top:64px}
:host(:not([data-inline])) .backdrop{align-items:flex-end;padding:var(--latch-top) 0 0}
:host(:not([data-inline])) .dialog{width:100%;animation-name:sheet}
:host(:not([data-inline])) .panel{max-height:calc(100dvh - var(--latch-top));border-bottom:0;border-radius:var(--latch-radius) var(--latch-radius) 0 0;padding-bottom:env(safe-area-inset-bottom)}
}
@keyframes sheet{from{opacity:0;transform:translateY(24px)}}
@keyframes spin{to{transform:rotate(360deg)}}
[dir=rtl] .directional{transform:scaleX(-1)}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0s!important;animation-iteration-count:1!important;transition:none!important}.secondary:disabled{border-style:dashed;color:var(--latch-fg-2);cursor:not-allowed}
.spinner{animation:none}}
`
