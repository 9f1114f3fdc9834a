import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  type Address,
  address,
  type Blockhash,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  partiallySignTransaction,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createSampleProvider } from '../createSampleProvider'
import { memoryStorage, type StorageLike } from '../walletState'
import { createSolanaWallet } from './createSolanaWallet'
import { systemTransfer, wireBytes } from './testing/systemTransfer'

const key = solanaTestKey(1)
const other = solanaTestKey(2)
// Any 32 bytes do as a blockhash for signing: nothing here reaches a chain.
const blockhash = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash

function setup(storage: StorageLike = memoryStorage(), accountIndex?: number) {
  const provider = createSampleProvider({ storage })
  const side = createSolanaWallet({
    store: provider.controls,
    name: 'Latch Sample Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    accountIndex,
    domain: () => 'localhost:5173',
  })
  const { features } = side.wallet
  const changes: Array<readonly WalletAccount[] | undefined> = []
  features['standard:events'].on('change', ({ accounts }) => changes.push(accounts))
  return { ...side, features, controls: provider.controls, changes, storage }
}

async function connected(storage?: StorageLike) {
  const wallet = setup(storage)
  const { accounts } = await wallet.features['standard:connect'].connect()
  const account = accounts[0]
  if (!account) throw new Error('not connected')
  return { ...wallet, account }
}

async function verifies(signer: Address, signature: Uint8Array, data: Uint8Array) {
  return verifySignature(await getPublicKeyFromAddress(signer), signature as SignatureBytes, data)
}

describe('createSolanaWallet', () => {
  it('is a Wallet Standard wallet on the three Solana chains with every feature the modal uses', () => {
    const { wallet, address: own } = setup()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Latch Sample Wallet')
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet', 'solana:mainnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ])
    expect(wallet.features['solana:signAndSendTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ])
    expect(wallet.accounts).toEqual([])
    expect(own).toBe(key.address)
  })

  it('signs with the test key chosen, #1 unless told', () => {
    expect(setup().address).toBe(solanaTestKey(1).address)
    expect(setup(memoryStorage(), 4).address).toBe(solanaTestKey(4).address)
  })

  it('connects silently only once authorized, and never prompts for it', async () => {
    const wallet = setup()
    // "Reject requests" on: a silent connect must not reach the approval at all.
    wallet.controls.setRejectRequests(true)
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    expect(wallet.changes).toEqual([])
    wallet.controls.setRejectRequests(false)

    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({
      address: key.address,
      chains: ['solana:localnet', 'solana:devnet', 'solana:mainnet'],
      features: [
        'solana:signAndSendTransaction',
        'solana:signTransaction',
        'solana:signMessage',
        'solana:signIn',
      ],
    })
    expect(accounts[0]?.publicKey).toEqual(
      new Uint8Array(getAddressEncoder().encode(address(key.address))),
    )
    expect(wallet.wallet.accounts).toEqual(accounts)
    // One snapshot until something changes (apps compare them by identity).
    expect(wallet.wallet.accounts).toBe(wallet.wallet.accounts)
    expect(wallet.changes).toEqual([accounts])

    wallet.controls.setRejectRequests(true)
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts,
    })
    // Already authorized: connecting again asks nothing, as an extension that trusts the site.
    expect(await wallet.features['standard:connect'].connect()).toEqual({ accounts })
    expect(wallet.changes).toHaveLength(1)
  })

  it('disconnects with a change to no accounts; the panel reset does the same', async () => {
    const wallet = await connected()
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.wallet.accounts).toEqual([])
    expect(wallet.changes).toEqual([[wallet.account], []])

    await wallet.features['standard:connect'].connect()
    wallet.controls.reset()
    expect(wallet.wallet.accounts).toEqual([])
    expect(wallet.changes).toEqual([[wallet.account], [], [wallet.account], []])
  })

  it('stops calling a change listener once it is removed, and after dispose', async () => {
    const wallet = setup()
    const seen: unknown[] = []
    const off = wallet.features['standard:events'].on('change', (p) => seen.push(p))
    await wallet.features['standard:connect'].connect()
    off()
    await wallet.features['standard:disconnect'].disconnect()
    expect(seen).toHaveLength(1)
    wallet.dispose()
    await wallet.features['standard:connect'].connect()
    expect(wallet.changes).toHaveLength(2)
  })

  it('answers a rejection the way Phantom does: an Error with code 4001', async () => {
    const wallet = setup()
    wallet.controls.setRejectRequests(true)
    const error = await wallet.features['standard:connect'].connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.wallet.accounts).toEqual([])

    const { account, features, controls } = await connected()
    controls.setRejectRequests(true)
    const message = new TextEncoder().encode('hello')
    await expect(features['solana:signMessage'].signMessage({ account, message })).rejects.toEqual(
      expect.objectContaining({ code: 4001, message: 'User rejected the request.' }),
    )
    const transaction = wireBytes(
      systemTransfer({
        version: 0,
        feePayer: address(key.address),
        from: address(key.address),
        to: address(other.address),
        lamports: 1n,
        blockhash,
      }),
    )
    await expect(
      features['solana:signTransaction'].signTransaction({ account, transaction }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:localnet',
      }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(features['solana:signIn'].signIn({})).rejects.toMatchObject({ code: 4001 })
  })

  it('signs a message that verifies against the account', async () => {
    const { account, features } = await connected()
    const message = new TextEncoder().encode('Sign in to Latch\nnonce 42')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signature).toHaveLength(64)
    expect(
      await verifies(address(key.address), output?.signature ?? new Uint8Array(), message),
    ).toBe(true)
    // …and not against a different message.
    expect(
      await verifies(
        address(key.address),
        output?.signature ?? new Uint8Array(),
        new TextEncoder().encode('Sign in to Latch\nnonce 43'),
      ),
    ).toBe(false)
  })

  it('refuses to sign before authorization, for another account, or a malformed input', async () => {
    const wallet = setup()
    const account = {
      address: key.address,
      publicKey: new Uint8Array(32),
      chains: [],
      features: [],
    }
    const message = new Uint8Array([1, 2, 3])
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4100 })
    await wallet.features['standard:connect'].connect()
    await expect(
      wallet.features['solana:signMessage'].signMessage({
        account: { ...account, address: other.address },
        message,
      }),
    ).rejects.toMatchObject({ code: 4100, message: 'Unknown account' })
    await expect(
      wallet.features['solana:signMessage'].signMessage({
        account,
        message: 'text' as unknown as Uint8Array,
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it.each(['legacy', 0] as const)(
    'signs a %s transaction; the signature verifies over its message',
    async (version) => {
      const { account, features } = await connected()
      const unsigned = systemTransfer({
        version,
        feePayer: address(key.address),
        from: address(key.address),
        to: address(other.address),
        lamports: 5_000n,
        blockhash,
      })
      const [output] = await features['solana:signTransaction'].signTransaction({
        account,
        transaction: wireBytes(unsigned),
        chain: 'solana:localnet',
      })
      const signed = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
      expect(signed.messageBytes).toEqual(unsigned.messageBytes)
      const signature = signed.signatures[address(key.address)]
      expect(signature).toBeTruthy()
      expect(
        await verifies(
          address(key.address),
          signature ?? new Uint8Array(),
          new Uint8Array(signed.messageBytes),
        ),
      ).toBe(true)
    },
  )

  it("keeps another signer's signature and adds its own", async () => {
    const { account, features } = await connected()
    const unsigned = systemTransfer({
      version: 0,
      // Another key pays the fee, the wallet's account sends the lamports: two signers.
      feePayer: address(other.address),
      from: address(key.address),
      to: address(other.address),
      lamports: 1n,
      blockhash,
    })
    const otherPair = await createKeyPairFromPrivateKeyBytes(other.privateKey)
    const byOther = await partiallySignTransaction([otherPair], unsigned)
    const [output] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: wireBytes(byOther),
    })
    const signed = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
    const message = new Uint8Array(signed.messageBytes)
    for (const signer of [key.address, other.address])
      expect(
        await verifies(
          address(signer),
          signed.signatures[address(signer)] ?? new Uint8Array(),
          message,
        ),
      ).toBe(true)

    // Sending needs every signature: without the fee payer's, the wallet refuses before any RPC.
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: wireBytes(unsigned),
        chain: 'solana:localnet',
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The transaction lacks signatures of other signers',
    })
  })

  it('refuses a transaction that does not ask for its signature, bytes that are no transaction, an unknown chain', async () => {
    const { account, features } = await connected()
    const foreign = systemTransfer({
      version: 0,
      feePayer: address(other.address),
      from: address(other.address),
      to: address(key.address),
      lamports: 1n,
      blockhash,
    })
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: wireBytes(foreign),
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: "The transaction does not ask for this account's signature",
    })
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'The transaction cannot be decoded' })
    const own = wireBytes(
      systemTransfer({
        version: 0,
        feePayer: address(key.address),
        from: address(key.address),
        to: address(other.address),
        lamports: 1n,
        blockhash,
      }),
    )
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: own,
        chain: 'solana:testnet',
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'Unsupported chain solana:testnet' })
  })

  it('signs in with Solana: connects, and signs the SIWS message built from the input', async () => {
    const wallet = setup()
    const input = {
      statement: 'Sign in to the Latch demo',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'localnet',
      nonce: 'a1b2c3d4',
      issuedAt: '2026-11-23T03:00:00.000Z',
    }
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    expect(wallet.wallet.accounts).toHaveLength(1)
    expect(output?.account).toBe(wallet.wallet.accounts[0])
    expect(wallet.changes).toEqual([[output?.account]])
    expect(new TextDecoder().decode(output?.signedMessage)).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        key.address,
        '',
        'Sign in to the Latch demo',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: a1b2c3d4',
        'Issued At: 2026-11-23T03:00:00.000Z',
      ].join('\n'),
    )
    expect(
      await verifies(
        address(key.address),
        output?.signature ?? new Uint8Array(),
        output?.signedMessage ?? new Uint8Array(),
      ),
    ).toBe(true)

    const [named] = await wallet.features['solana:signIn'].signIn({
      domain: 'example.com',
      address: key.address,
    })
    expect(new TextDecoder().decode(named?.signedMessage)).toBe(
      `example.com wants you to sign in with your Solana account:\n${key.address}`,
    )
    await expect(
      wallet.features['solana:signIn'].signIn({ address: other.address }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('remembers its authorization across a reload, and "Reject requests" with the EVM side', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    await first.features['standard:connect'].connect()
    first.controls.setRejectRequests(true)
    first.dispose()

    const second = setup(storage)
    expect(second.wallet.accounts.map((a) => a.address)).toEqual([key.address])
    expect(await second.features['standard:connect'].connect({ silent: true })).toMatchObject({
      accounts: [{ address: key.address }],
    })
    const account = second.wallet.accounts[0]
    if (!account) throw new Error('not connected')
    await expect(
      second.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 })
    // The EVM side keeps its own authorization: connecting Solana did not connect it.
    expect(second.controls.getState().authorized).toBe(false)
  })
})
