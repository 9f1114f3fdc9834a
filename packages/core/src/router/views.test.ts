import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { Latch } from '../createLatch'
import { openModal } from '../modal/openModal'
import { pushView } from '../modal/pushView'
import type { SendDraft } from '../send/SendDraft'
import type { RouterEntryOf, ViewName, ViewParams, ViewWithoutParams } from './views'

// The type checks below are tsc's (`npx tsc --noEmit -p .`): a `@ts-expect-error` that no longer errs fails it.
describe('views', () => {
  it('holds the params each feature declares from its own folder', () => {
    expectTypeOf<ViewParams['SwitchNetwork']>().toEqualTypeOf<{ caipNetworkId: CaipNetworkId }>()
    // send/SendViews.ts and swap/SwapViews.ts, not the router, declare these.
    expectTypeOf<ViewParams['WalletSendPreview']>().toEqualTypeOf<SendDraft>()
    expectTypeOf<RouterEntryOf<'WalletSendPreview'>>().toEqualTypeOf<{
      view: 'WalletSendPreview'
      data: SendDraft
    }>()
    expectTypeOf<ViewParams['SwapSelectToken']>().toEqualTypeOf<{ side: 'from' | 'to' }>()
    expectTypeOf<'WalletSend'>().toExtend<ViewWithoutParams>()
    // names/NamesViews.ts declares them.
    expectTypeOf<ViewParams['RegisterAccountNameSuccess']>().toEqualTypeOf<{ name: string }>()
    expectTypeOf<'WalletSendPreview'>().not.toExtend<ViewWithoutParams>()
    expectTypeOf<'ProfileWallets'>().toExtend<ViewWithoutParams>()
    // A view the spec names that no feature of the modal declares (the secure site draws it).
    expectTypeOf<'ApproveTransaction'>().not.toExtend<ViewName>()

    const navigate = (latch: Latch, draft: SendDraft) => {
      pushView(latch, 'WalletSendPreview', draft)
      pushView(latch, 'SwapSelectToken', { side: 'to' })
      openModal(latch, { view: 'WalletSend' })
      // @ts-expect-error the preview shows a checked send
      pushView(latch, 'WalletSendPreview')
      // @ts-expect-error a token side is not a send
      pushView(latch, 'WalletSendPreview', { side: 'from' })
      // @ts-expect-error the switch view needs the network
      pushView(latch, 'SwitchNetwork')
      // @ts-expect-error a view with params cannot be opened without them
      openModal(latch, { view: 'WalletSendPreview' })
      // @ts-expect-error no feature declares it
      openModal(latch, { view: 'ApproveTransaction' })
    }
    expectTypeOf(navigate).toBeFunction()
  })

  it("router files import nothing from a feature's folder", () => {
    const router = import.meta.dirname
    const imported = readdirSync(router)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(join(router, file), 'utf8').matchAll(/from '(\.[^']*)'/g)].map(
          ([, specifier = '']) => relative(join(router, '..'), dirname(join(router, specifier))),
        ),
      )
    // Only the router itself and the CAIP ids (which every namespace shares).
    expect(new Set(imported)).toEqual(new Set(['router', 'caip']))
  })

  it('features merge into core under module names an app resolving as Node does finds', () => {
    const core = join(import.meta.dirname, '..')
    const declarations = readdirSync(core, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [
        ...readFileSync(join(core, file), 'utf8').matchAll(/^declare module '(\.[^']*)'/gm),
      ])
      .map(([, specifier = '']) => specifier)
    expect(declarations).toContain('../router/views.js')
    // Node's resolution (nodenext) of the built declarations finds a module only by its file name.
    expect(declarations.filter((specifier) => !specifier.endsWith('.js'))).toEqual([])
  })
})
