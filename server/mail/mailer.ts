import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../config'
import { log } from '../log/logger'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A fixed Message-ID (the outbox's), so a message sent again after a crash is recognisably the same one. */
  messageId?: string
  /** A fixed file name for the `.eml` (the outbox row), so sending again overwrites instead of duplicating. */
  fileKey?: string
  /** Inline images the HTML names by `cid:` (the HUB-3 barcode). */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailDir' | 'mailFrom'>

const smtpTransports = new Map<string, Transporter>()

/**
 * Sends a message. With SMTP_URL it goes out through that server; the embedded default writes an
 * `.eml` file to `data/mail/` (open it with any mail program) and logs a line (DESIGN table).
 * Returns where it went: the file path or the SMTP message id.
 */
export async function sendMail(config: MailConfig, message: MailMessage): Promise<string> {
  const { fileKey, ...fields } = message
  const envelope = { from: config.mailFrom, ...fields }
  if (config.smtpUrl) {
    let transport = smtpTransports.get(config.smtpUrl)
    if (!transport) {
      transport = nodemailer.createTransport(config.smtpUrl)
      smtpTransports.set(config.smtpUrl, transport)
    }
    const info = await transport.sendMail(envelope)
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
