/** One plain-text e-mail. */
export type Mail = { to: string; subject: string; text: string }

/** Sends mail through SMTP: an operator's server (`SMTP_URL`) or the built-in sink (`startSmtpSink`). */
export type Mailer = {
  send(mail: Mail): Promise<void>
  /** The built-in sink when mail goes there (dev stack, tests), for `/dev/inbox`; otherwise undefined. */
  readonly sink: SmtpSink | undefined
  start(): Promise<void>
  stop(): Promise<void>
}

/** A message the sink received, as `/dev/inbox.json` lists it. */
export type InboxMessage = {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  links: string[]
  receivedAt: string
}

export type SmtpSink = {
  readonly port: number
  /** Newest first; only those addressed to `to` (case-insensitive) when given. */
  messages(to?: string): InboxMessage[]
  close(): Promise<void>
}
