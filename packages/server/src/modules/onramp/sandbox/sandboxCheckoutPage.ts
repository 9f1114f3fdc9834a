import type { StoredOnRampSession } from '../store'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** No script, inline style only, forms to this server only, never in a frame. */
export const SANDBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.badge{display:inline-block;background:#7a3e00;color:#fff;border-radius:4px;padding:0 .5rem;font-size:.85rem}
dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem}dd{margin:0;text-align:right}
label{display:block;margin-top:1rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.6rem 1rem;width:100%}
.note{color:#555;font-size:.9rem}.error{color:#a00000}
</style></head>
<body><header><span class="badge">Sandbox</span> <strong>Latch Sandbox checkout</strong></header>
<main>${body}</main>
<p class="note">A sandbox: no real money moves. It pays out on the development chain only.</p>
</body></html>
`

function summary(session: StoredOnRampSession) {
  const quote = session.quote
  if (!quote) return ''
  return `<dl>
<dt>You pay</dt><dd>${escapeHtml(quote.paymentTotal.amount)} ${escapeHtml(quote.paymentTotal.currency)}</dd>
<dt>Network fee</dt><dd>${escapeHtml(quote.networkFee.amount)} ${escapeHtml(quote.networkFee.currency)}</dd>
<dt>You get</dt><dd>${escapeHtml(quote.purchaseAmount.amount)} ${escapeHtml(quote.purchaseAmount.currency)}</dd>
<dt>To</dt><dd>${escapeHtml(`${session.address.slice(0, 6)}…${session.address.slice(-4)}`)}</dd>
</dl>`
}

/** The card form, with what went wrong the last time (a number that is no test card). */
export function sandboxCheckoutPage(session: StoredOnRampSession, problem?: string) {
  const total = session.quote
    ? `${session.quote.paymentTotal.amount} ${session.quote.paymentTotal.currency}`
    : ''
  return layout(
    'Checkout',
    `<h1>Pay by card</h1>${summary(session)}
<form method="post" action="/sandbox-ramp/${encodeURIComponent(session.id)}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" required maxlength="23"${problem ? ' aria-describedby="problem" aria-invalid="true"' : ''}>
${problem ? `<p id="problem" class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<p class="note">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.</p>
<button type="submit">Pay ${escapeHtml(total)}</button>
</form>`,
  )
}

/** The 3-D Secure step the third test card asks for. */
export function sandboxThreeDSecurePage(session: StoredOnRampSession) {
  const action = `/sandbox-ramp/${encodeURIComponent(session.id)}/authenticate`
  return layout(
    '3-D Secure',
    `<h1>Confirm it is you</h1><p>Your bank asks you to confirm this payment (a sandbox 3-D Secure step).</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete">
<button type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail">
<button type="submit">Fail authentication</button></form>`,
  )
}

/** Where a payment ended: paid, declined, or the order was no longer open. */
export function sandboxResultPage(title: string, text: string) {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p><p>You can close this window and return to the app.</p>`,
  )
}
