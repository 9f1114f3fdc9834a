import { uuidV4 } from './uuidV4'

/** Sets `window.__latchPwned` if it ever runs: a dapp that renders these safely never lets it. */
const pwn = 'window.__latchPwned=true'

function inertProvider() {
  return {
    request: async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    on: () => {},
    removeListener: () => {},
  }
}

function malformedAnnouncements(): unknown[] {
  const provider = inertProvider()
  return [
    // (a) info without rdns
    { info: { uuid: uuidV4(), name: 'No Rdns Wallet', icon: '' }, provider },
    // (b) an icon that is an HTML document with a script
    {
      info: {
        uuid: uuidV4(),
        name: 'Html Icon Wallet',
        icon: `data:text/html;base64,${btoa(`<script>${pwn}</script>`)}`,
        rdns: 'org.example.htmlicon',
      },
      provider,
    },
    // (c) an icon that is a script URL
    {
      info: {
        uuid: uuidV4(),
        name: 'Script Icon Wallet',
        icon: `javascript:${pwn}`,
        rdns: 'org.example.jsicon',
      },
      provider,
    },
    // (d) a detail that is not an object, and one without info
    'not an object',
    { info: null, provider },
    // (e) a name that is HTML with an event handler
    {
      info: {
        uuid: uuidV4(),
        name: `<img src=x onerror="${pwn}">`,
        icon: 'https://127.0.0.1:9/icon.png',
        rdns: 'org.example.markup',
      },
      provider,
    },
  ]
}

/**
 * Bad EIP-6963 announcements for the e2e tests: a dapp must ignore them or show them safely, never
 * run what they carry. Announced now and on every `eip6963:requestProvider`; returns the removal.
 */
export function announceMalformedProviders(): () => void {
  const details = malformedAnnouncements()
  const announce = () => {
    for (const detail of details)
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
