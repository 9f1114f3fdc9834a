import type { Transporter } from 'nodemailer'
import { createSmtpTransport } from './createSmtpTransport'
import type { Mailer, SmtpSink } from './Mailer'
import { startSmtpSink } from './startSmtpSink'

/**
 * Mail through `smtpUrl`, or, without one, through a built-in SMTP sink this mailer starts on loopback
 * (`sinkPort`, 0: any free port): the same nodemailer path either way, so a code really travels over SMTP.
 * `send` starts it if need be; `stop` closes both, and a later `start` opens them again.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined
  sinkPort: number
  from: string
}): Mailer {
  let sink: SmtpSink | undefined
  let transport: Transporter | undefined
  let starting: Promise<void> | undefined

  async function open() {
    if (options.smtpUrl) {
      transport = createSmtpTransport(options.smtpUrl)
      return
    }
    sink = await startSmtpSink({ port: options.sinkPort })
    transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`)
  }

  const mailer: Mailer = {
    get sink() {
      return sink
    },
    start() {
      starting ??= open()
      return starting
    },
    async send(mail) {
      await mailer.start()
      if (!transport) throw new Error('The mailer is stopped')
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      })
    },
    async stop() {
      await starting?.catch(() => {})
      starting = undefined
      transport?.close()
      transport = undefined
      await sink?.close()
      sink = undefined
    },
  }
  return mailer
}
