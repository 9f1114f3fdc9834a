import nodemailer from 'nodemailer'

const loopbackHosts = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i

/**
 * A nodemailer transport for `smtp://[user:pass@]host:port` or `smtps://…`. Only on loopback is TLS skipped
 * (`ignoreTLS`: a local server, such as the sink, has no certificate); anywhere else nodemailer upgrades with
 * STARTTLS when the server offers it.
 */
export function createSmtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ignoreTLS: !secure && loopbackHosts.test(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
}
