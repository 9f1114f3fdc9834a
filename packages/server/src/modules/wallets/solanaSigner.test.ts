import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaSigner } from './solanaSigner'

describe('solanaSigner', () => {
  // RFC 8032 §7.1, test 1.
  const seed = Buffer.from(
    '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    'hex',
  )
  const publicKey = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'

  it('derives the public key and signs as RFC 8032 says', () => {
    const signer = solanaSigner(seed)
    expect(signer.publicKey.toString('hex')).toBe(publicKey)
    expect(signer.address).toBe(getBase58Decoder().decode(Buffer.from(publicKey, 'hex')))
    expect(Buffer.from(signer.sign(new Uint8Array())).toString('hex')).toBe(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    )
    // The caller's seed is left as it was (the caller zeroes it).
    expect(seed.toString('hex')).toBe(
      '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    )
  })

  it('exports the 64-byte secret (seed ‖ public key) in base58, as Phantom imports it', async () => {
    const signer = solanaSigner(seed)
    const secret = signer.secretKey()
    expect(secret).toBe(
      getBase58Decoder().decode(Buffer.concat([seed, Buffer.from(publicKey, 'hex')])),
    )
    // kit reads it as a key pair (it checks the public half is the seed's) whose address is the signer's.
    const keys = await createKeyPairFromBytes(new Uint8Array(getBase58Encoder().encode(secret)))
    expect(await getAddressFromPublicKey(keys.publicKey)).toBe(signer.address)
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => solanaSigner(Buffer.alloc(31))).toThrow('an ed25519 seed is 32 bytes')
  })
})
