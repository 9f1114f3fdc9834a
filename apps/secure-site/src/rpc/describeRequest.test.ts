import { encodeFunctionData, erc20Abi, getAddress, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('describeRequest: personal_sign', () => {
  it('shows a hex message as the text it spells', () => {
    expect(
      describeRequest(
        { method: 'personal_sign', params: [stringToHex('Hello, Latch!\nNonce: 7'), account] },
        1,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: account },
        { label: 'Network', value: 'Ethereum' },
      ],
      message: { text: 'Hello, Latch!\nNonce: 7', encoding: 'text' },
    })
  })

  it('shows bytes that are not readable text as hex', () => {
    const hash = '0x8c1b4b0b2a1f3c6e9d0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566ff'
    expect(
      describeRequest({ method: 'personal_sign', params: [hash, account] }, 1)?.message,
    ).toEqual({
      text: hash,
      encoding: 'hex',
    })
    const control = stringToHex('a\u0000b')
    expect(
      describeRequest({ method: 'personal_sign', params: [control, account] }, 1)?.message,
    ).toEqual({
      text: control,
      encoding: 'hex',
    })
  })

  it('shows a plain-text message as it is', () => {
    expect(
      describeRequest({ method: 'personal_sign', params: ['Sign in to Latch', account] }, 31337)
        ?.message,
    ).toEqual({ text: 'Sign in to Latch', encoding: 'text' })
  })

  it('refuses parameters the method does not take', () => {
    expect(describeRequest({ method: 'personal_sign', params: ['hi'] }, 1)).toBeUndefined()
    expect(
      describeRequest({ method: 'personal_sign', params: ['hi', 'nobody'] }, 1),
    ).toBeUndefined()
  })
})

describe('describeRequest: eth_sendTransaction', () => {
  it("names the amount in the chain's coin, the recipient, the network and the data size", () => {
    expect(
      describeRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ from: account, to: bob, value: '0x6f05b59d3b20000', data: '0xa9059cbb0000' }],
        },
        31337,
      ),
    ).toMatchObject({
      title: 'Send a transaction',
      rows: [
        { label: 'Amount', value: '0.5 ETH' },
        { label: 'To', value: bob },
        { label: 'Network', value: 'Latch Local' },
        { label: 'Data', value: '6 bytes' },
        { label: 'From', value: account },
      ],
    })
  })

  it("uses the transaction's own chain and coin, and reads a missing value as nothing sent", () => {
    const described = describeRequest(
      { method: 'eth_sendTransaction', params: [{ to: bob, chainId: '0x89' }] },
      1,
    )
    expect(described?.rows).toMatchObject([
      { label: 'Amount', value: '0 POL' },
      { label: 'To', value: bob },
      { label: 'Network', value: 'Polygon' },
      { label: 'Data', value: 'none' },
    ])
  })

  it('says so when the transaction creates a contract, and names an unknown chain', () => {
    const described = describeRequest(
      { method: 'eth_sendTransaction', params: [{ input: '0x6080', value: '0x1' }] },
      777,
    )
    expect(described?.title).toBe('Create a contract')
    expect(described?.rows).toMatchObject([
      { label: 'Amount', value: '0.000000000000000001 native coin' },
      { label: 'To', value: 'A new contract' },
      { label: 'Network', value: 'Chain 777' },
      { label: 'Data', value: '2 bytes' },
    ])
  })

  it('refuses a malformed transaction', () => {
    expect(
      describeRequest({ method: 'eth_sendTransaction', params: [{ to: 'bob' }] }, 1),
    ).toBeUndefined()
    expect(
      describeRequest({ method: 'eth_sendTransaction', params: [{ to: bob, value: '12' }] }, 1),
    ).toBeUndefined()
    expect(describeRequest({ method: 'eth_sendTransaction', params: [] }, 1)).toBeUndefined()
  })
})

describe('describeRequest: wallet_sendCalls', () => {
  it('lists each call in words and the total; says how the batch runs (behaviour.md §6.5)', () => {
    const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const described = describeRequest(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            calls: [
              { to: bob, value: '0xde0b6b3a7640000' },
              {
                to: lusd,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'approve',
                  args: [bob, 10n ** 19n],
                }),
              },
              { to: account, data: '0x12345678' },
            ],
          },
        ],
      },
      1,
      {
        tokens: new Map([[lusd.toLowerCase(), { symbol: 'LUSD', decimals: 18 }]]),
        atomic: 'ready',
      },
    )
    expect(described).toMatchObject({
      title: 'Approve 3 calls at once',
      titleArgs: { calls: 3 },
      rows: [
        { label: 'Total amount', value: '1 ETH' },
        { label: 'Network', value: 'Latch Local' },
        { label: '1. Send', value: `1 ETH to ${bob}` },
        { label: '2. Allow spending', value: `${getAddress(bob)} may spend 10 LUSD` },
        { label: '3. Unknown call', value: `to ${account}, 0 ETH, data 4 bytes` },
        { label: 'Runs', value: 'All together in one transaction, or none at all' },
        {
          label: 'Account upgrade',
          value:
            'Your account starts running batches (EIP-7702, Simple7702Account); its address stays the same',
        },
      ],
    })
  })

  it('says when the calls run one after the other', () => {
    const described = describeRequest(
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: bob }, { to: account }] }] },
      31337,
      { atomic: 'unsupported' },
    )
    expect(described?.rows).toContainEqual(
      expect.objectContaining({ label: 'Runs', value: 'One call after the other' }),
    )
    expect(described?.rows.map((row) => row.label)).not.toContain('Account upgrade')
  })
})

describe('describeRequest: eth_signTypedData_v4', () => {
  const mail = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person[]' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
        { name: 'urgent', type: 'bool' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 1,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: {
      // Declared order wins over the object's.
      contents: 'Hello, Bob!',
      from: { wallet: account, name: 'Cow' },
      to: [{ name: 'Bob', wallet: bob }],
      amount: '0x0f',
      urgent: false,
    },
  }
  const expected = {
    title: 'Sign Mail',
    titleArgs: { primaryType: 'Mail' },
    rows: [
      { label: 'Account', value: account },
      { label: 'App', value: 'Ether Mail' },
      { label: 'Version', value: '1' },
      { label: 'Network', value: 'Ethereum' },
      { label: 'Contract', value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      { label: 'from › name', value: 'Cow' },
      { label: 'from › wallet', value: account },
      { label: 'to › 1 › name', value: 'Bob' },
      { label: 'to › 1 › wallet', value: bob },
      { label: 'contents', value: 'Hello, Bob!' },
      { label: 'amount', value: '15' },
      { label: 'urgent', value: 'No' },
    ],
  }

  it('lists the domain, then the fields in their declared order', () => {
    expect(
      describeRequest({ method: 'eth_signTypedData_v4', params: [account, mail] }, 1),
    ).toMatchObject(expected)
  })

  it('reads typed data given as a JSON string the same way', () => {
    expect(
      describeRequest(
        { method: 'eth_signTypedData_v4', params: [account, JSON.stringify(mail)] },
        1,
      ),
    ).toMatchObject(expected)
  })

  it('bounds what it lists', () => {
    const big = {
      types: { Big: [{ name: 'items', type: 'uint256[]' }] },
      primaryType: 'Big',
      domain: {},
      message: { items: Array.from({ length: 500 }, (_, i) => i) },
    }
    const rows = describeRequest(
      { method: 'eth_signTypedData_v4', params: [account, big] },
      1,
    )?.rows
    expect(rows).toHaveLength(202)
    expect(rows?.at(-1)).toMatchObject({ label: 'More', value: '300 more fields not shown' })
  })

  it('refuses what is not typed data', () => {
    expect(
      describeRequest({ method: 'eth_signTypedData_v4', params: [account, '{not json'] }, 1),
    ).toBeUndefined()
    expect(
      describeRequest({ method: 'eth_signTypedData_v4', params: [account, { message: {} }] }, 1),
    ).toBeUndefined()
  })
})

describe('describeRequest: other methods', () => {
  it('describes nothing it would not approve', () => {
    expect(describeRequest({ method: 'eth_sign', params: [account, '0x00'] }, 1)).toBeUndefined()
  })
})

describe('describeRequest: sessions (ERC-7715, behaviour.md §6.6)', () => {
  const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const session = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
  const grant = (periodDuration: number, justification?: string) => ({
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: '0x7a69',
        expiry: Date.UTC(2026, 11, 1, 14, 30) / 1000,
        signer: { type: 'account', data: { address: session } },
        permissions: [
          {
            type: 'erc20-token-periodic',
            data: {
              tokenAddress: lusd,
              periodAmount: '0x989680',
              periodDuration,
              ...(justification ? { justification } : {}),
            },
          },
        ],
      },
    ],
  })

  it('states the limit, its period, the end and that the app will not ask again', () => {
    const tokens = new Map([[lusd.toLowerCase(), { symbol: 'LUSD', decimals: 6 }]])
    expect(describeRequest(grant(86_400, 'Pay as you play'), 31337, { tokens })).toMatchObject({
      title: 'Let this app spend for you',
      rows: [
        { label: 'Spending limit', value: '10 LUSD a day' },
        // The moment in UTC, as the language writes dates (behaviour.md §20.8); ICU spaces the time its own way.
        { label: 'Until', value: expect.stringMatching(/^December 1, 2026,? (at )?2:30\sPM UTC$/) },
        { label: 'Network', value: 'Latch Local' },
        {
          label: 'Without asking',
          value: 'The app spends within this limit without asking you again, until you revoke it',
        },
        { label: 'Session', value: session },
        { label: 'Reason given', value: 'Pay as you play' },
      ],
    })
    // A token it could not read is named by its address; other periods in words.
    expect(describeRequest(grant(0), 31337)?.rows[0]?.value).toBe(
      `10,000,000 units of ${lusd} in all`,
    )
    expect(describeRequest(grant(7200), 31337, { tokens })?.rows[0]?.value).toBe(
      '10 LUSD every 2 hours',
    )
  })

  it('shows a revoke, and nothing for what is not a permission request', () => {
    const context = `0x${'ab'.repeat(32)}`
    expect(
      describeRequest(
        { method: 'wallet_revokePermissions', params: [{ permissionContext: context }] },
        31337,
      ),
    ).toMatchObject({
      title: 'Revoke a session',
      rows: [
        { label: 'Session', value: context },
        { label: 'Network', value: 'Latch Local' },
        { label: 'After this', value: 'The app can no longer spend for you' },
      ],
    })
    const unknownType = grant(60)
    ;(unknownType.params[0]?.permissions[0] as { type: string }).type = 'native-token-stream'
    expect(describeRequest(unknownType, 31337)).toBeUndefined()
    expect(
      describeRequest({ method: 'wallet_grantPermissions', params: [] }, 31337),
    ).toBeUndefined()
  })
})
