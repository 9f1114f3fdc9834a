import { isCaipNetworkId } from '@latch/core'
import { z } from 'zod'
import { initials, monogramSvg } from './monogramSvg'
import { svgImage } from './svgImage'
import type { WalletImage } from './walletImage'

/** A registry id: short, lower case, safe in a URL path (`metamask`, `ledger-live`). */
export const walletId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a wallet id: a-z, 0-9, - and _, up to 64')

/** A chain a wallet serves: a CAIP-2 id, or `<namespace>:*` for every chain of the namespace (EVM wallets add any chain). */
export const walletChain = z
  .string()
  .max(64)
  .refine(
    (value) => isCaipNetworkId(value) || /^[-a-z0-9]{3,8}:\*$/.test(value),
    'must be a CAIP-2 chain id (eip155:1) or a namespace wildcard (eip155:*)',
  )

const https = z.url({ protocol: /^https$/ }).max(512)

/** Schemes that run code or read local data in a browser: never a wallet's deep link. */
const unsafeSchemes = /^(javascript|data|vbscript|file|blob|about|http|https):/i

/** A native deep-link prefix (`metamask://`, `okex://main`); the dapp appends `wc?uri=…`. */
const nativeLink = z
  .string()
  .max(256)
  .regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'must be a native app link such as metamask://')
  .refine((value) => !unsafeSchemes.test(value), 'must not be a web or script scheme')

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #3366ff')

const linkPair = z.object({ native: nativeLink.optional(), universal: https.optional() })

/**
 * A wallet as seeded or imported (`importWallets.ts`). `image` is an inline SVG; `imageUrl` is the wallet's own
 * logo, which the import command fetches (`fetchWalletImages.ts`). Until then, or without either, the registry
 * draws a monogram (`monogram.text`, default the name's initials, on `monogram.colour`). Absent links stay absent.
 */
export const walletInput = z
  .object({
    id: walletId,
    name: z.string().trim().min(1).max(64),
    /** List order: lower first; the seed counts up from 1, imports default to the end. */
    rank: z.int().min(0).max(1_000_000).default(1000),
    rdns: z
      .string()
      .max(128)
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a reverse domain name such as io.metamask')
      .optional(),
    homepage: https.optional(),
    image: svgImage.optional(),
    imageUrl: https.optional(),
    monogram: z
      .object({ text: z.string().trim().min(1).max(3).optional(), colour: hexColour })
      .optional(),
    links: z
      .object({ mobile: linkPair.optional(), desktop: linkPair.optional(), web: https.optional() })
      .default({}),
    stores: z
      .object({
        ios: https.optional(),
        android: https.optional(),
        chrome: https.optional(),
        firefox: https.optional(),
        edge: https.optional(),
      })
      .default({}),
    chains: z.array(walletChain).max(200).default([]),
    /** Injected-provider flags that identify the wallet when it has no EIP-6963 rdns (`isMetaMask`). */
    injectedIds: z
      .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/))
      .max(20)
      .default([]),
  })
  .strict()
  .refine((wallet) => !(wallet.image && wallet.imageUrl), {
    message: 'give image or imageUrl, not both',
    path: ['imageUrl'],
  })
  .transform((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    rank: wallet.rank,
    rdns: wallet.rdns ?? null,
    homepage: wallet.homepage ?? null,
    image: svg(
      wallet.image ??
        monogramSvg({
          text: wallet.monogram?.text ?? initials(wallet.name),
          background: wallet.monogram?.colour ?? colourOf(wallet.id),
        }),
    ),
    /** Not stored: what the import command fetches in place of `image`. */
    imageUrl: wallet.imageUrl ?? null,
    links: {
      mobile: pair(wallet.links.mobile),
      desktop: pair(wallet.links.desktop),
      web: wallet.links.web ?? null,
    },
    stores: {
      ios: wallet.stores.ios ?? null,
      android: wallet.stores.android ?? null,
      chrome: wallet.stores.chrome ?? null,
      firefox: wallet.stores.firefox ?? null,
      edge: wallet.stores.edge ?? null,
    },
    chains: [...new Set(wallet.chains)],
    injectedIds: [...new Set(wallet.injectedIds)],
  }))

/** A wallet as the registry stores it: every field present, absent links null, the image drawn. */
export type WalletRecord = z.output<typeof walletInput>

function svg(text: string): WalletImage {
  return { type: 'image/svg+xml', bytes: new TextEncoder().encode(text) }
}

function pair(links: { native?: string | undefined; universal?: string | undefined } = {}) {
  return { native: links.native ?? null, universal: links.universal ?? null }
}

/** A stable colour for a wallet without one: a hue from its id, dark enough for white text. */
function colourOf(id: string) {
  let hash = 0
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hslToHex(hash, 0.55, 0.38)
}

function hslToHex(hue: number, saturation: number, lightness: number) {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
