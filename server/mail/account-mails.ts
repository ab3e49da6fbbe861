import type { Locale } from '../../common/i18n/locales'
import { escapeHtml } from '../../common/text/escape-html'
import type { MailMessage } from './mailer'

/** The account e-mails. Croatian first; the link is the only thing the reader must act on. */
interface AccountMailTexts {
  verifySubject: string
  verifyBody: string
  resetSubject: string
  resetBody: string
  loginLinkSubject: string
  loginLinkBody: string
  ignore: string
}

const texts: Record<Locale, AccountMailTexts> = {
  hr: {
    verifySubject: 'Potvrdite adresu e-pošte',
    verifyBody: 'Hvala na registraciji! Potvrdite adresu e-pošte otvaranjem ove poveznice:',
    resetSubject: 'Postavljanje nove lozinke',
    resetBody: 'Zatražili ste novu lozinku. Postavite je otvaranjem ove poveznice (vrijedi 1 sat, jednom):',
    loginLinkSubject: 'Vaša poveznica za prijavu',
    loginLinkBody: 'Zatražili ste prijavu bez lozinke. Prijavite se otvaranjem ove poveznice (vrijedi 15 minuta, jednom):',
    ignore: 'Ako niste vi zatražili ovu poruku, zanemarite je.',
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody: 'Thank you for registering! Confirm your e-mail address by opening this link:',
    resetSubject: 'Set a new password',
    resetBody: 'You asked for a new password. Set it by opening this link (valid for 1 hour, once):',
    loginLinkSubject: 'Your login link',
    loginLinkBody: 'You asked to log in without a password. Log in by opening this link (valid for 15 minutes, once):',
    ignore: 'If you did not ask for this message, ignore it.',
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyBody: 'Danke für Ihre Registrierung! Bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:',
    resetSubject: 'Neues Passwort festlegen',
    resetBody: 'Sie haben ein neues Passwort angefordert. Legen Sie es mit diesem Link fest (1 Stunde gültig, einmalig):',
    loginLinkSubject: 'Ihr Anmeldelink',
    loginLinkBody: 'Sie haben eine Anmeldung ohne Passwort angefordert. Melden Sie sich mit diesem Link an (15 Minuten gültig, einmalig):',
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

export function loginLinkMail(locale: Locale, to: string, link: string): MailMessage {
  const t = texts[locale]
  return linkMail(to, t.loginLinkSubject, t.loginLinkBody, link, t.ignore)
}
