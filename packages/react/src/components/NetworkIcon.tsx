import { type Network, safeIconUrl } from '@latch/core'
import { hueOf } from './hueOf'
import { knownNetworkImage } from './knownNetworkImage'

export type NetworkIconProps = { network: Network; size?: number }

/**
 * A network's icon beside its name, so decorative (`alt=""`): the app's `imageUrl` when it is a safe image, else a
 * well-known network's logo, else a monogram drawn in a colour of the network's own. Sized inline: it shows in the
 * modal and in the page's own DOM (the network button).
 */
export function NetworkIcon({ network, size = 24 }: NetworkIconProps) {
  const src =
    safeIconUrl(network.imageUrl) ??
    knownNetworkImage(network.caipNetworkId) ??
    monogramImage(network)
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size, borderRadius: '50%', flex: 'none' }}
    />
  )
}

/**
 * Two letters on a disc of the network's id's hue, dark enough for white letters (contrast over 4.5 at every hue):
 * an image, so the letters are no part of the row's text.
 */
function monogramImage(network: Network): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
    `<circle cx="12" cy="12" r="12" fill="hsl(${hueOf(network.caipNetworkId)},50%,30%)"/>` +
    '<text x="12" y="16" text-anchor="middle" font-family="system-ui,sans-serif" font-size="10" font-weight="700" fill="#fff">' +
    `${initials(network.name)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** "Latch Local" → "LL", "Latch Local 2" → "L2", "Gnosis" → "GN": two characters tell networks apart. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : first.slice(1)
  // Only letters and digits go into the SVG's text.
  return `${first.slice(0, 1)}${last.slice(0, 1)}`.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')
}
