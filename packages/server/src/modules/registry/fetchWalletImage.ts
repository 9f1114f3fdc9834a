import type { IncomingMessage } from 'node:http'
import { get } from 'node:https'
import { isIP } from 'node:net'
import { isPublicAddress, publicAddressLookup } from './publicAddressLookup'
import { type WalletImage, walletImage } from './walletImage'

export type FetchImageOptions = {
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** The certificate authority to trust instead of Node's (a test's loopback server). */
  ca?: string
  /**
   * Fetch from private, loopback and link-local addresses too (logos hosted inside the operator's own network);
   * refused by default, as is every other non-public address (publicAddressLookup).
   */
  allowPrivateAddresses?: boolean
}

/**
 * Fetches a wallet's logo by the import command (never by a visitor's browser): https only, redirects too, public
 * addresses only unless allowed, a time and size limit, and the bytes checked for what they are (`walletImage`).
 * Throws an Error whose message says why the logo is not used.
 */
export async function fetchWalletImage(
  url: string,
  {
    timeoutMs = 10_000,
    maxBytes = 256 * 1024,
    maxRedirects = 3,
    ca,
    allowPrivateAddresses = false,
  }: FetchImageOptions = {},
): Promise<WalletImage> {
  const signal = AbortSignal.timeout(timeoutMs)
  let location = new URL(url)
  for (let redirects = 0; ; redirects++) {
    if (location.protocol !== 'https:')
      throw new Error(`redirected to a non-https URL (${location.protocol})`)
    // An address in the URL itself is never looked up: checked here; a name is checked as it resolves.
    const literal = location.hostname.replace(/^\[(.*)\]$/, '$1')
    if (!allowPrivateAddresses && isIP(literal) && !isPublicAddress(literal))
      throw new Error(`${literal} is a non-public address`)
    const response = await request(location, ca, signal, timeoutMs, allowPrivateAddresses)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (redirects >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`)
      location = new URL(response.headers.location, location)
      continue
    }
    if (status !== 200) {
      response.resume()
      throw new Error(`HTTP ${status}`)
    }
    const bytes = await body(response, maxBytes, signal, timeoutMs)
    const image = walletImage(bytes)
    if ('problem' in image) throw new Error(image.problem)
    return image
  }
}

function request(
  url: URL,
  ca: string | undefined,
  signal: AbortSignal,
  timeoutMs: number,
  allowPrivateAddresses: boolean,
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    get(
      url,
      {
        ca,
        signal,
        headers: { accept: 'image/png, image/jpeg, image/webp, image/svg+xml' },
        ...(!allowPrivateAddresses && { lookup: publicAddressLookup }),
      },
      resolve,
    ).on('error', (error) => reject(signal.aborted ? timedOut(timeoutMs) : error))
  })
}

async function body(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
) {
  const declared = Number(response.headers['content-length'])
  if (declared > maxBytes) {
    response.destroy()
    throw tooBig(maxBytes)
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) {
        response.destroy()
        throw tooBig(maxBytes)
      }
      chunks.push(chunk)
    }
  } catch (error) {
    throw signal.aborted ? timedOut(timeoutMs) : error
  }
  return new Uint8Array(Buffer.concat(chunks))
}

const tooBig = (maxBytes: number) => new Error(`larger than ${Math.round(maxBytes / 1024)} KiB`)
const timedOut = (timeoutMs: number) => new Error(`no answer within ${timeoutMs / 1000} s`)
