import { describe, expect, it } from 'vitest'
import type { LatchApi } from '../frame/latchApi'
import { createKeyExport, exportCancelledText } from './createKeyExport'

const key = `0x${'ab'.repeat(32)}`

function setup(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: string[] = []
  const shown: string[] = []
  const api = {
    async post(path: string, body: Record<string, unknown> = {}) {
      calls.push(path)
      const answer = answers[path]
      if (!answer) throw new Error(`unexpected ${path}`)
      return answer(body)
    },
  } as unknown as LatchApi
  const keyExport = createKeyExport({
    api,
    onShow: () => shown.push('show'),
    onHide: () => shown.push('hide'),
  })
  return { keyExport, calls, shown }
}

describe('createKeyExport', () => {
  it('mails a code, shows the key for the right code, and forgets it when done', async () => {
    const { keyExport, calls, shown } = setup({
      '/v1/wallets/export/start': () => ({ sent: true }),
      '/v1/wallets/export': ({ otp }) => {
        if (otp !== '123456') throw new Error('Invalid code')
        return { privateKey: key }
      },
    })
    const run = keyExport.run()
    expect(keyExport.current()).toEqual({ step: 'confirm', busy: false })
    expect(shown).toEqual(['show'])
    await keyExport.sendCode()
    expect(keyExport.current()).toEqual({ step: 'code', busy: false })
    await keyExport.submitCode('000000')
    expect(keyExport.current()).toEqual({ step: 'code', busy: false, error: 'Invalid code' })
    await keyExport.submitCode('123456')
    expect(keyExport.current()).toEqual({ step: 'key', privateKey: key, namespace: 'eip155' })
    keyExport.done()
    await expect(run).resolves.toBeUndefined()
    expect(keyExport.current()).toBeUndefined()
    expect(shown).toEqual(['show', 'hide'])
    expect(calls).toEqual(['/v1/wallets/export/start', '/v1/wallets/export', '/v1/wallets/export'])
  })

  it("exports the Solana account's key when the app names the solana namespace, else the EVM one", async () => {
    const asked: unknown[] = []
    const { keyExport } = setup({
      '/v1/wallets/export/start': () => ({ sent: true }),
      '/v1/wallets/export': (body) => {
        asked.push(body.namespace)
        return { privateKey: body.namespace === 'solana' ? 'base58secret' : key }
      },
    })
    for (const chainNamespace of ['solana', undefined, 'bip122']) {
      const run = keyExport.run(undefined, chainNamespace)
      await keyExport.sendCode()
      await keyExport.submitCode('123456')
      expect(keyExport.current()).toMatchObject({
        step: 'key',
        namespace: chainNamespace === 'solana' ? 'solana' : 'eip155',
      })
      keyExport.done()
      await run
    }
    expect(asked).toEqual(['solana', 'eip155', 'eip155'])
  })

  it('tells the app a cancelled or aborted export was refused, and hides', async () => {
    const { keyExport, shown } = setup({})
    const cancelled = keyExport.run()
    keyExport.cancel()
    await expect(cancelled).rejects.toThrow(exportCancelledText)
    const controller = new AbortController()
    const aborted = keyExport.run(controller.signal)
    controller.abort()
    await expect(aborted).rejects.toThrow(exportCancelledText)
    expect(shown).toEqual(['show', 'hide', 'show', 'hide'])
    expect(keyExport.current()).toBeUndefined()
  })
})
