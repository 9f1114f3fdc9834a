import '../noEval'
import { runSocialCallback } from './socialCallback'

const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined

void runSocialCallback({
  href: location.href,
  apiUrl: meta('latch-api-url'),
  projectId: meta('latch-project-id'),
  opener: window.opener,
  fetch: globalThis.fetch.bind(globalThis),
  close: () => window.close(),
  navigate: (url) => location.replace(url),
}).then((text) => {
  const status = document.getElementById('status')
  if (text && status) status.textContent = text
})
