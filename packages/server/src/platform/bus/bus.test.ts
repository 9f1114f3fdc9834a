import { describe, expect, inject, it } from 'vitest'
import type { Bus } from './Bus'
import { createMemoryBus } from './createMemoryBus'
import { createRedisBus } from './createRedisBus'

const received = (bus: Bus, topic: string) => {
  const messages: string[] = []
  return { messages, ready: bus.subscribe(topic, (message) => messages.push(message)) }
}
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe.each([
  { name: 'in memory', pair: () => [createMemoryBus()].flatMap((bus) => [bus, bus]) },
  {
    name: 'Redis',
    pair: () => [createRedisBus(inject('redisUrl')), createRedisBus(inject('redisUrl'))],
  },
])('bus $name', ({ pair }) => {
  it('delivers what one instance publishes to every subscriber, in order, only on its topic', async () => {
    const [a, b] = pair() as [Bus, Bus]
    const topic = `test:${Math.random()}`
    const onA = received(a, topic)
    const onB = received(b, topic)
    const other = received(b, `${topic}:other`)
    const stopA = await onA.ready
    await onB.ready
    await other.ready
    for (const message of ['1', '2', '3']) await a.publish(topic, message)
    await b.publish(topic, 'from b')
    await settle(() => onA.messages.length === 4 && onB.messages.length === 4)
    expect(onA.messages).toEqual(['1', '2', '3', 'from b'])
    expect(onB.messages).toEqual(['1', '2', '3', 'from b'])
    expect(other.messages).toEqual([])

    await stopA()
    await b.publish(topic, 'after')
    await settle(() => onB.messages.length === 5)
    expect(onB.messages.at(-1)).toBe('after')
    await new Promise((r) => setTimeout(r, 30))
    expect(onA.messages).toHaveLength(4)
    await a.close()
    await b.close()
  })
})
