import { createPrivateKey, sign, verify } from 'node:crypto'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isWeakEd25519PublicKey } from './isWeakEd25519PublicKey'
import { verifySolanaSignature } from './verifySolanaSignature'

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const bytesOf = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
const message = 'localhost:5173 wants you to sign in with your Solana account:\n…'

async function signed(index: number, text = message) {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(index).privateKey)
  const [signatures] = await signer.signMessages([
    { content: new TextEncoder().encode(text), signatures: {} },
  ])
  const signature = signatures?.[signer.address]
  if (!signature) throw new Error('not signed')
  return { address: signer.address as string, signature: base58(signature) }
}

// Curve25519 arithmetic for the test only: to show the small-order list is what it says.
const p = 2n ** 255n - 19n
const mod = (a: bigint) => ((a % p) + p) % p
const pow = (base: bigint, exponent: bigint) => {
  let result = 1n
  let b = mod(base)
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % p
    b = (b * b) % p
  }
  return result
}
const inv = (a: bigint) => pow(a, p - 2n)
const d = mod(-121665n * inv(121666n))
type Point = [bigint, bigint]
const add = ([x1, y1]: Point, [x2, y2]: Point): Point => {
  const t = mod(d * x1 * x2 * y1 * y2)
  return [mod((x1 * y2 + x2 * y1) * inv(1n + t)), mod((y1 * y2 + x1 * x2) * inv(1n - t))]
}
/** RFC 8032 §5.1.3 decoding, or undefined. */
function decode(key: Uint8Array): Point | undefined {
  let y = 0n
  for (let i = 31; i >= 0; i--)
    y = (y << 8n) | BigInt(i === 31 ? (key[i] as number) & 0x7f : (key[i] as number))
  if (y >= p) return undefined
  const u = mod(y * y - 1n)
  const v = mod(d * y * y + 1n)
  let x = mod(u * pow(v, 3n) * pow(u * pow(v, 7n), (p - 5n) / 8n))
  if (mod(v * x * x) !== u) x = mod(x * pow(2n, (p - 1n) / 4n))
  if (mod(v * x * x) !== u) return undefined
  const sign = ((key[31] as number) >> 7) & 1
  if (x === 0n && sign === 1) return undefined
  return [Number(x & 1n) === sign ? x : mod(-x), y]
}
const encode = (y: bigint, negativeX = false) => {
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Number((y >> BigInt(8 * i)) & 0xffn)
  if (negativeX) bytes[31] = (bytes[31] as number) | 0x80
  return bytes
}
const timesEight = (point: Point) => {
  let q = point
  for (let i = 0; i < 3; i++) q = add(q, q)
  return q
}

describe('isWeakEd25519PublicKey', () => {
  it('refuses every point of order dividing 8, and only those among decodable keys', () => {
    // The eight points: each decodes, [8]P is the identity (0, 1), and each is refused.
    const smallOrder = [
      0n,
      1n,
      p - 1n,
      2707385501144840649318225287225658788936804267575313519463743609750303402022n,
    ]
    smallOrder.push(p - (smallOrder[3] as bigint))
    let points = 0
    for (const y of smallOrder)
      for (const negative of [false, true]) {
        const key = encode(y, negative)
        const point = decode(key)
        if (!point) continue
        points++
        expect(timesEight(point)).toEqual([0n, 1n])
        expect(isWeakEd25519PublicKey(key)).toBe(true)
      }
    expect(points).toBe(8)
    // The test keys and Ed25519's base point (y = 4/5) are of large order and pass.
    const base = encode(mod(4n * inv(5n)))
    expect(timesEight(decode(base) as Point)).not.toEqual([0n, 1n])
    expect(isWeakEd25519PublicKey(base)).toBe(false)
    for (let i = 0; i < 10; i++)
      expect(isWeakEd25519PublicKey(bytesOf(solanaTestKey(i).address))).toBe(false)
  })

  it('refuses non-canonical encodings (y ≥ p) and keys that are not 32 bytes', () => {
    expect(isWeakEd25519PublicKey(encode(p))).toBe(true)
    expect(isWeakEd25519PublicKey(encode(p + 2n))).toBe(true)
    expect(isWeakEd25519PublicKey(new Uint8Array(32).fill(0xff))).toBe(true)
    expect(isWeakEd25519PublicKey(new Uint8Array(31))).toBe(true)
    expect(isWeakEd25519PublicKey(new Uint8Array(33).fill(7))).toBe(true)
  })
})

describe('verifySolanaSignature', () => {
  it('accepts a test key’s signature of the text, and nothing else', async () => {
    const { address, signature } = await signed(1)
    expect(address).toBe('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
    expect(verifySolanaSignature({ address, message, signature })).toBe(true)
    expect(verifySolanaSignature({ address, message: `${message}.`, signature })).toBe(false)
    const other = await signed(2)
    expect(verifySolanaSignature({ address, message, signature: other.signature })).toBe(false)
    expect(verifySolanaSignature({ address: other.address, message, signature })).toBe(false)
  })

  it('refuses signatures that are not 64 bytes of canonical base58', async () => {
    const { address, signature } = await signed(1)
    const bytes = bytesOf(signature)
    for (const bad of [
      '',
      `0x${Buffer.from(bytes).toString('hex')}`,
      Buffer.from(bytes).toString('base64'),
      base58(bytes.slice(0, 63)),
      base58(new Uint8Array([...bytes, 0])),
      `1${signature}`, // a leading zero byte: 65 bytes
      `${signature.slice(0, -1)}0`, // not in the alphabet
      signature.toLowerCase(),
    ])
      expect(verifySolanaSignature({ address, message, signature: bad }), bad).toBe(false)
  })

  it('refuses a malleated signature (S + L)', async () => {
    const { address, signature } = await signed(1)
    const bytes = bytesOf(signature)
    let s = 0n
    for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(bytes[i] as number)
    const l = 2n ** 252n + 27742317777372353535851937790883648493n
    const malleated = new Uint8Array(bytes)
    for (let i = 0; i < 32; i++) malleated[32 + i] = Number(((s + l) >> BigInt(8 * i)) & 0xffn)
    expect(verifySolanaSignature({ address, message, signature: base58(malleated) })).toBe(false)
  })

  it('refuses the signature that holds for any message under the identity key, which OpenSSL accepts', () => {
    const identity = encode(1n)
    const forged = new Uint8Array(64)
    forged.set(identity)
    // What node:crypto alone says: a universal forgery.
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(identity).toString('base64url') }
    expect(verify(null, Buffer.from(message), { key: jwk, format: 'jwk' }, forged)).toBe(true)
    expect(
      verifySolanaSignature({ address: base58(identity), message, signature: base58(forged) }),
    ).toBe(false)
  })

  it('agrees with node:crypto on a key of its own', () => {
    const privateKey = createPrivateKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        d: Buffer.from(solanaTestKey(4).privateKey).toString('base64url'),
        x: Buffer.from(bytesOf(solanaTestKey(4).address)).toString('base64url'),
      },
      format: 'jwk',
    })
    const signature = base58(new Uint8Array(sign(null, Buffer.from(message), privateKey)))
    expect(verifySolanaSignature({ address: solanaTestKey(4).address, message, signature })).toBe(
      true,
    )
  })
})
