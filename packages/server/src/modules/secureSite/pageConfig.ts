const escapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
}
const escapeAttribute = (value: string) => value.replace(/[&"<>']/g, (char) => escapes[char] ?? '')

/**
 * Gives a built page what only the server knows, as `<meta name="latch-…">` right after `<head>` (the policy
 * allows no inline script): the social callback learns the API's URL and a project id it may call with, which
 * its URL cannot carry (it must equal the redirect URI registered at the provider).
 */
export function withPageConfig(html: string, config: Record<string, string>): string {
  const metas = Object.entries(config)
    .map(([name, value]) => `<meta name="latch-${name}" content="${escapeAttribute(value)}">`)
    .join('')
  const head = /<head[^>]*>/i.exec(html)
  if (!head) return metas + html
  const at = head.index + head[0].length
  return html.slice(0, at) + metas + html.slice(at)
}
