/** A phone's width, where the Latch modal becomes a bottom sheet (the same query as @latch/react's). */
export const narrowMedia = '(max-width:430px)'

/**
 * The control panel's styles, inside its own shadow root so the page's CSS neither leaks in nor out. Beside the
 * centred modal it stays on top (tests use it while the modal waits on the wallet); on a phone it sits under the
 * modal's layer, so the bottom sheet is never covered.
 */
export const controlsCss = `
:host{all:initial}
section{position:fixed;left:12px;bottom:12px;z-index:2147483647;width:240px;max-width:calc(100vw - 24px);padding:12px;border-radius:12px;background:#fff;color:#111827;border:2px dashed #b45309;box-shadow:0 6px 24px rgba(0,0,0,.18);font:13px/1.4 system-ui,sans-serif}
details>:not(summary){margin-top:8px}
summary{cursor:pointer}
h2{display:inline;margin:0;font-size:14px}
@media ${narrowMedia}{section{z-index:2147482000;left:8px;bottom:8px;width:auto;padding:8px 12px}}
p{margin:0}
.note{color:#92400e;font-weight:600}
label{display:flex;align-items:center;gap:6px}
input[type=number]{width:100%;padding:4px 6px;border:1px solid #6b7280;border-radius:6px;font:inherit;color:inherit;background:#fff}
.row{display:flex;gap:6px}
button{padding:5px 8px;border:1px solid #1f3a8a;border-radius:6px;background:#1f3a8a;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:#fff;color:#1f3a8a}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.status{font-family:ui-monospace,monospace;font-size:12px;color:#374151}
`
