import { describe, expect, it } from 'vitest'
import { sessionRequest } from './sessionRequest'
import { walletOptions } from './walletOptions'

const request = (chainId: unknown) => ({
  id: 1,
  topic: 'a'.repeat(64),
  params: { chainId, request: { method: 'personal_sign', params: ['0x00', '0x0'] } },
})

describe('WalletConnect input', () => {
  it('reads an EVM session request’s chain as a number, a Solana one as its CAIP-2 id, and refuses others', () => {
    expect(sessionRequest.parse(request('eip155:31337')).params.chainId).toBe(31337)
    expect(
      sessionRequest.parse(request('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).params.chainId,
    ).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    for (const chainId of [
      'solana:mainnet',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0',
      'cosmos:cosmoshub-4',
      'eip155:0',
      'eip155:',
      1,
    ])
      expect(sessionRequest.safeParse(request(chainId)).success, String(chainId)).toBe(false)
    expect(sessionRequest.safeParse({ ...request('eip155:1'), topic: '' }).success).toBe(false)
  })

  it('takes a ws(s) relay, a project id, a 32-byte key and HTTP(S) RPCs only', () => {
    const base = { relayUrl: 'ws://localhost:8787/relay', projectId: 'latch-demo' }
    expect(walletOptions.safeParse(base).success).toBe(true)
    expect(
      walletOptions.safeParse({
        ...base,
        solanaRpcUrls: { 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp': 'http://127.0.0.1:9000' },
        solanaAccountIndex: 0,
      }).success,
    ).toBe(true)
    expect(walletOptions.safeParse({ ...base, relayUrl: 'wss://relay.example.com' }).success).toBe(
      true,
    )
    const refused = [
      { ...base, relayUrl: 'http://localhost:8787/relay' },
      { ...base, projectId: '' },
      { ...base, privateKey: '0x1234' },
      { ...base, rpcUrls: { 31337: 'file:///etc/passwd' } },
      { ...base, rpcUrls: { abc: 'http://127.0.0.1:8545' } },
      { ...base, account: { address: '0x0' } },
      { ...base, solanaRpcUrls: { 'solana:unknown': 'http://127.0.0.1:8899' } },
      { ...base, solanaRpcUrls: { 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp': 'ws://127.0.0.1' } },
      { ...base, solanaAccountIndex: 10 },
    ]
    for (const options of refused)
      expect(walletOptions.safeParse(options).success, JSON.stringify(options)).toBe(false)
  })
})
