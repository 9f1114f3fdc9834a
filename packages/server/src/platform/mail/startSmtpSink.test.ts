import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { SINK_CAPACITY, startSmtpSink } from './startSmtpSink'

describe('startSmtpSink', () => {
  it('keeps the last 200 messages, newest first, with their recipients and links', async () => {
    const sink = await startSmtpSink()
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      ignoreTLS: true,
      pool: true,
    })
    try {
      for (let i = 0; i <= SINK_CAPACITY; i++)
        await transport.sendMail({
          from: 'server@example.com',
          to: i % 2 ? 'Odd@Example.com' : 'even@example.com',
          subject: `message ${i}`,
          text: `number ${i}: http://localhost:8787/x?n=${i}`,
        })
      const messages = sink.messages()
      expect(messages).toHaveLength(SINK_CAPACITY)
      expect(messages[0]).toMatchObject({
        subject: `message ${SINK_CAPACITY}`,
        from: 'server@example.com',
        to: ['even@example.com'],
        links: [`http://localhost:8787/x?n=${SINK_CAPACITY}`],
      })
      expect(messages.at(-1)?.subject).toBe('message 1')
      expect(
        sink.messages('odd@example.com').every((message) => message.to[0] === 'odd@example.com'),
      ).toBe(true)
      expect(sink.messages('odd@example.com')).toHaveLength(SINK_CAPACITY / 2)
    } finally {
      transport.close()
      await sink.close()
    }
  })
})
