import fc from 'fast-check'

/** Edits of a valid message: what a buggy client, a proxy or an attacker could send instead. */
export const mutation = (text: string) => {
  const lines = text.split('\n')
  const at = fc.nat({ max: text.length })
  const line = fc.nat({ max: lines.length - 1 })
  const junk = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(
      '\n',
      '\r\n',
      '\u0000',
      '\u202e',
      'Chain ID: 1',
      'Nonce: ',
      'Issued At: 9999-99-99T99:99:99Z',
      'Version: 2',
      'URI: javascript:alert(1)',
      ' wants you to sign in with your Ethereum account:',
      '0x0000000000000000000000000000000000000000',
      'Expiration Time: 1970-01-01T00:00:00Z',
      'Not Before: 3000-01-01T00:00:00Z',
      'Resources:\n- ',
      '%',
      '9'.repeat(400),
    ),
  )
  return fc.oneof(
    fc.tuple(at, at).map(([a, b]) => text.slice(0, Math.min(a, b)) + text.slice(Math.max(a, b))),
    fc.tuple(at, junk).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
    fc.tuple(line, junk).map(([i, s]) => lines.map((l, j) => (j === i ? s : l)).join('\n')),
    fc.tuple(line, line).map(([i, j]) => {
      const copy = [...lines]
      ;[copy[i], copy[j]] = [copy[j] as string, copy[i] as string]
      return copy.join('\n')
    }),
    fc.tuple(line).map(([i]) => [...lines.slice(0, i + 1), ...lines.slice(i)].join('\n')),
    at.map((i) => text.slice(0, i)),
    fc.constant(text.toUpperCase()),
    fc.constant(text.replace(/\d/g, '7')),
    fc.constant(text.replace('eip155', 'solana').replace('Ethereum', 'Solana')),
  )
}

export const signatureLike = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  fc
    .uint8Array({ minLength: 65, maxLength: 65 })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  fc.constantFrom(
    '0x',
    '0x0',
    `0x${'6492'.repeat(40)}`,
    `0x${'00'.repeat(32)}${'64926492'.repeat(8)}`,
  ),
)
