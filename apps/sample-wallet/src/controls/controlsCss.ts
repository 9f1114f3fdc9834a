/** The control panel's styles, inside its own shadow root so the page's CSS neither leaks in nor out. */
export const controlsCss = `
:host{all:initial}
section{position:fixed;left:12px;bottom:12px;z-index:2147483647;width:240px;padding:12px;border-radius:12px;background:#fff;color:#111827;border:2px dashed #b45309;box-shadow:0 6px 24px rgba(0,0,0,.18);font:13px/1.4 system-ui,sans-serif;display:flex;flex-direction:column;gap:8px}
h2{margin:0;font-size:14px}
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
