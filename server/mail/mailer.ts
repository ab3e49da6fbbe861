import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../config'
import { log } from '../log/logger'

/** A file sent with a message: an inline image the HTML names by `cid:` (the HUB-3 barcode), or without a cid a plain attachment (the invoice PDF). */
export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
  cid?: string
}

/** Who a message comes from: the shop's sender (settings), or the configured MAIL_FROM when none is given. */
export interface MailSender {
  name: string
  address: string
}

export interface MailMessage {
  to: string
  from?: MailSender
  subject: string
  text: string
  html: string
  /** A fixed Message-ID (the outbox's), so a message sent again after a crash is recognisably the same one. */
  messageId?: string
  /** A fixed file name for the `.eml` (the outbox row), so sending again overwrites instead of duplicating. */
  fileKey?: string
  attachments?: MailAttachment[]
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom' | 'smtpTimeouts'>

const smtpTransports = new Map<string, Transporter>()

/**
 * One transport per server and timeouts. Nodemailer's own defaults (2 min to connect, 10 min of
 * silence) would let a mail server that hangs hold a sender for minutes.
 */
function smtpTransport(url: string, timeouts: Config['smtpTimeouts']): Transporter {
  const key = `${url} ${timeouts.connectMs} ${timeouts.greetingMs} ${timeouts.socketMs}`
  let transport = smtpTransports.get(key)
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeouts.connectMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    })
    smtpTransports.set(key, transport)
  }
  return transport
}

/**
 * Sends a message. With SMTP_URL it goes out through that server; the embedded default writes an
 * `.eml` file to `data/mail/` (open it with any mail program) and logs a line (DESIGN table).
 * Returns where it went: the file path or the SMTP message id.
 */
export async function sendMail(config: MailConfig, message: MailMessage): Promise<string> {
  const { fileKey, ...fields } = message
  const envelope = { ...fields, from: fields.from ?? config.mailFrom }
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl, config.smtpTimeouts).sendMail(envelope)
    log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId })
    return String(info.messageId)
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail(envelope)
  await fs.mkdir(config.mailDir, { recursive: true })
  const name = fileKey ? `${fileKey}.eml` : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`
  const file = path.join(config.mailDir, name)
  await fs.writeFile(file, info.message as Buffer)
  log.info('mail written', { to: message.to, subject: message.subject, file })
  return file
}
