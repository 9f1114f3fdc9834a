/** The dev OIDC provider's own login and consent pages: plain HTML forms a browser (or a test) submits. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}input,button{padding:.5rem}p[role=alert]{color:#b00020}</style>
</head>
<body><h1>${escapeHtml(title)}</h1>${body}</body>
</html>`
}

export function loginPage(parameters: {
  uid: string
  clientName: string
  login?: string
  error?: string
}): string {
  const { uid, clientName, login = '', error } = parameters
  return page(
    'Sign in to the dev OIDC provider',
    `<p>${escapeHtml(clientName)} asks you to sign in.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" autocomplete="off">
<label for="login">E-mail</label><input id="login" name="login" type="email" required value="${escapeHtml(login)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/abort"><button type="submit">Cancel</button></form>`,
  )
}

export function consentPage(parameters: {
  uid: string
  clientName: string
  email: string
  scopes: readonly string[]
}): string {
  const { uid, clientName, email, scopes } = parameters
  return page(
    'Allow access',
    `<p>${escapeHtml(clientName)} asks for ${escapeHtml(scopes.join(', ') || 'your sign-in')} of ${escapeHtml(email)}.</p>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/abort"><button type="submit">Deny</button></form>`,
  )
}
