const texts = {
  400: 'The embedded wallet was opened without its project or its app.',
  403: "The embedded wallet cannot open here: this app's origin is not allowed for its project.",
  503: 'The embedded wallet is not available on this server yet.',
} as const

/** What the secure site answers instead of a page it may not show: plain text, no script, no style. */
export function refusalPage(status: keyof typeof texts): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch</title></head>
<body><p>${texts[status]}</p></body>
</html>
`
}
