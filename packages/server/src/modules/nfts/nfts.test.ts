import { testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address

const testChain = useTestChain()

describe.each(testDatabases)('NFTs on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('lists the NFTs an address holds', async () => {
    const { data } = (
      await t.get(`/v1/account/${holder}/nfts?${q}&chainId=eip155:31337`)
    ).json() as {
      data: Array<{ collection: string; tokenId: string; standard: string; quantity: string }>
    }
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          collection: 'Latch Punks',
          tokenId: '1',
          standard: 'erc721',
          quantity: '1',
        }),
        expect.objectContaining({
          collection: 'Latch Items',
          tokenId: '1',
          standard: 'erc1155',
          quantity: '5',
        }),
      ]),
    )
  })

  it('answers empty NFTs for a chain it does not serve', async () => {
    expect((await t.get(`/v1/account/${holder}/nfts?${q}&chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
  })

  it("answers a Solana account's NFTs empty and refuses an EVM address on a Solana network (behaviour.md §14.6)", async () => {
    const solana = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
    const account = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
    const empty = await t.get(`/v1/account/${account}/nfts?${q}&chainId=${solana}`)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ data: [], next: null })
    const wrong = await t.get(`/v1/account/${holder}/nfts?${q}&chainId=${solana}`)
    expect(wrong.statusCode).toBe(400)
    expect(
      (wrong.json() as { reasons: Array<{ description: string }> }).reasons[0]?.description,
    ).toContain('address')
    expect((await t.get(`/v1/account/${account}/nfts?${q}&chainId=eip155:31337`)).statusCode).toBe(
      400,
    )
  })

  it('rejects a bad cursor with 400 and the error body', async () => {
    const response = await t.get(`/v1/account/${holder}/nfts?${q}&chainId=eip155:31337&cursor=-1`)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain('cursor')
  })
})
