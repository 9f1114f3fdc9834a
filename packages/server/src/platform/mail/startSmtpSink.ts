import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { InboxMessage, SmtpSink } from './Mailer'

/** Messages kept in memory; the oldest go first. */
export const SINK_CAPACITY = 200
/** A login mail is a few KB; anything far larger is not ours. */
const MAX_MESSAGE_BYTES = 1024 * 1024
const urlPattern = /https?:\/\/[^\s<>"')]+/g

/**
 * A local SMTP server that accepts any message on loopback and keeps the last 200, parsed: where mail goes when
 * no `SMTP_URL` is set, so a dev stack's codes travel over real SMTP and can be read at `/dev/inbox`. Plain
 * SMTP (no STARTTLS: there is no certificate), no authentication.
 */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const received: InboxMessage[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Latch SMTP sink',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) throw new Error('Message too large')
          const text = parsed.text ?? ''
          received.unshift({
            id: randomUUID(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            links: [...new Set(text.match(urlPattern) ?? [])],
            receivedAt: new Date().toISOString(),
          })
          received.length = Math.min(received.length, SINK_CAPACITY)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A client's broken connection must not stop the process.
  server.on('error', () => {})
  return {
    port: (server.server.address() as AddressInfo).port,
    messages(to) {
      const wanted = to?.trim().toLowerCase()
      return wanted ? received.filter((message) => message.to.includes(wanted)) : [...received]
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
