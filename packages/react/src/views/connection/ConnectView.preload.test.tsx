import { createLatch } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import { preloadView } from '../../modal/viewRegistry'
import { until } from '../../testing/until'

const icon = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${color}"/></svg>`)}`

afterEach(() => vi.restoreAllMocks())

// behaviour.md §18.0: the Connect view's first frame draws its icons from the memory cache, not a decode on click.
it('preloading the Connect view decodes the icons it shows, each once, and no refused one', async () => {
  const decoded: string[] = []
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    decoded.push(this.src)
    return Promise.resolve()
  })
  const latch = createLatch({
    networks: testNetworks,
    adapters: [
      createTestAdapter({
        networks: testNetworks,
        connectors: [
          { id: 'red', type: 'ANNOUNCED', name: 'Red', namespace: 'eip155', icon: icon('red') },
          { id: 'blue', type: 'ANNOUNCED', name: 'Blue', namespace: 'eip155', icon: icon('blue') },
          // Not a safe image URL: the view draws the generic icon instead, and that is what is decoded.
          {
            id: 'bad',
            type: 'ANNOUNCED',
            name: 'Bad',
            namespace: 'eip155',
            icon: 'javascript:alert(1)',
          },
        ],
      }),
    ],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
  preloadView(latch, 'Connect')
  await until(() => decoded.length >= 3)
  preloadView(latch, 'Connect')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(decoded).toHaveLength(3)
  expect(decoded).toContain(icon('red'))
  expect(decoded).toContain(icon('blue'))
  expect(decoded.some((url) => url.startsWith('javascript:'))).toBe(false)
})
