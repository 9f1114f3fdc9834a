/** The page the device link opens: approved, or expired (used, too old, unknown: the same answer). */
export function approvalPage(approved: boolean): string {
  const [title, text] = approved
    ? [
        'Device approved',
        'Your device is approved. Go back to the app: a login code is on its way by e-mail.',
      ]
    : [
        'Link expired',
        'This link has expired or was already used. Start the login again in the app to get a new one.',
      ]
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Latch</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; }</style>
</head>
<body>
<h1>${title}</h1>
<p>${text}</p>
</body>
</html>
`
}
