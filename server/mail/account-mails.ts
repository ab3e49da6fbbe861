import type { Locale } from '../../common/i18n/locales'
import { escapeHtml } from '../../common/text/escape-html'
import type { MailMessage } from './mailer'

/** The account e-mails. Croatian first; the link is the only thing the reader must act on. */
const texts: Record<Locale, { verifySubject: string; verifyBody: string; resetSubject: string; resetBody: string; ignore: string }> = {
  hr: {
    verifySubject: 'Potvrdite adresu e-pošte',
    verifyBody: 'Hvala na registraciji! Potvrdite adresu e-pošte otvaranjem ove poveznice:',
    resetSubject: 'Postavljanje nove lozinke',
    resetBody: 'Zatražili ste novu lozinku. Postavite je otvaranjem ove poveznice (vrijedi 1 sat, jednom):',
    ignore: 'Ako niste vi zatražili ovu poruku, zanemarite je.',
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody: 'Thank you for registering! Confirm your e-mail address by opening this link:',
    resetSubject: 'Set a new password',
    resetBody: 'You asked for a new password. Set it by opening this link (valid for 1 hour, once):',
    ignore: 'If you did not ask for this message, ignore it.',
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyBody: 'Danke für Ihre Registrierung! Bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:',
    resetSubject: 'Neues Passwort festlegen',
    resetBody: 'Sie haben ein neues Passwort angefordert. Legen Sie es mit diesem Link fest (1 Stunde gültig, einmalig):',
    ignore: 'Wenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie.',
  },
}


function linkMail(to: string, subject: string, body: string, link: string, ignore: string): MailMessage {
  return {
    to,
    subject,
    text: `${body}\n\n${link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
  }
}

export function verificationMail(locale: Locale, to: string, link: string): MailMessage {
  const t = texts[locale]
  return linkMail(to, t.verifySubject, t.verifyBody, link, t.ignore)
}

export function passwordResetMail(locale: Locale, to: string, link: string): MailMessage {
  const t = texts[locale]
  return linkMail(to, t.resetSubject, t.resetBody, link, t.ignore)
}
