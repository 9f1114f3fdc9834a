/**
 * The pages of the device link: `ask` (opening the link: a button, as nothing may approve on a GET, which mail
 * scanners send), `approved` after the button's POST, `expired` (used, too old, unknown: the same answer).
 */
export function approvalPage(state: 'ask' | 'approved' | 'expired', token?: string): string {
  const [title, text] = {
    ask: [
      'Approve this device?',
      'Someone is signing in to Latch with your e-mail address on a device it has not seen before. If it is you, approve it, then go back to the app: a login code follows by e-mail. If it is not, close this page: the device stays unapproved.',
    ],
    approved: [
      'Device approved',
      'Your device is approved. Go back to the app: a login code is on its way by e-mail.',
    ],
    expired: [
      'Link expired',
      'This link has expired or was already used. Start the login again in the app to get a new one.',
    ],
  }[state]
  // The token is 43 base64url characters (checked by the route): nothing in it needs escaping. The action is
  // relative to the link, so it holds behind a proxy that serves the API under a path (LATCH_PUBLIC_URL).
  const form =
    state === 'ask' && token
      ? `<form method="post" action="approve">
<input type="hidden" name="token" value="${token}">
<button type="submit">Approve device</button>
</form>
`
      : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Latch</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; } button { font: inherit; padding: 0.5rem 1rem; }</style>
</head>
<body>
<h1>${title}</h1>
<p>${text}</p>
${form}</body>
</html>
`
}
