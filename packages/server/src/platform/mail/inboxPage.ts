import type { InboxMessage } from './Mailer'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** The text, escaped, with its http(s) links clickable. */
function linkify(text: string) {
  return text
    .split(/(https?:\/\/[^\s<>"')]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')
}

/** `/dev/inbox`: what the built-in SMTP sink received, newest first; reloads every 5 s. */
export function inboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to.join(', '))} · ${escapeHtml(message.receivedAt)}</p>
<pre>${linkify(message.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Latch dev inbox</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
article { border-top: 1px solid #ddd; padding: 0.5rem 0; }
h2 { font-size: 1.05rem; margin: 0.5rem 0 0; }
.meta { color: #555; margin: 0; }
pre { white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<h1>Dev inbox</h1>
<p>Mail the server sent through its built-in SMTP sink (the last ${messages.length === 1 ? 'message' : `${messages.length} messages`}, newest first). Set SMTP_URL to send real mail.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`
}
