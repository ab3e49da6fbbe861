/**
 * The account e-mails as built in; the back office may override them (email_templates). Croatian
 * first; the link is the only thing the reader must act on. Placeholders: link, siteName, siteUrl.
 */
type Template = { subject: string; body: string }

// The link is a button (mail-layout/mail-button.ts); the text part still spells its address out.
const linkBody = (lead: string, button: string, ignore: string) => `<p>{{greeting}}</p><p>${lead}</p><p class="button"><a href="{{link}}">${button}</a></p><p>${ignore}</p>`

export const accountMailTemplates: Record<'account.verify' | 'account.passwordReset' | 'account.loginLink', Record<'hr' | 'en' | 'de', Template>> = {
  'account.verify': {
    hr: {
      subject: 'Potvrdite adresu e-pošte',
      body: linkBody('Hvala na registraciji! Potvrdite adresu e-pošte otvaranjem ove poveznice:', 'Potvrdi adresu e-pošte', 'Ako niste vi zatražili ovu poruku, zanemarite je.'),
    },
    en: {
      subject: 'Confirm your e-mail address',
      body: linkBody('Thank you for registering! Confirm your e-mail address by opening this link:', 'Confirm my e-mail address', 'If you did not ask for this message, ignore it.'),
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: linkBody(
        'Danke für Ihre Registrierung! Bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:', 'E-Mail-Adresse bestätigen',
        'Wenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie.',
      ),
    },
  },
  'account.passwordReset': {
    hr: {
      subject: 'Postavljanje nove lozinke',
      body: linkBody(
        'Zatražili ste novu lozinku. Postavite je otvaranjem ove poveznice (vrijedi 1 sat, jednom):', 'Postavi novu lozinku',
        'Ako niste vi zatražili ovu poruku, zanemarite je.',
      ),
    },
    en: {
      subject: 'Set a new password',
      body: linkBody('You asked for a new password. Set it by opening this link (valid for 1 hour, once):', 'Set a new password', 'If you did not ask for this message, ignore it.'),
    },
    de: {
      subject: 'Neues Passwort festlegen',
      body: linkBody(
        'Sie haben ein neues Passwort angefordert. Legen Sie es mit diesem Link fest (1 Stunde gültig, einmalig):', 'Neues Passwort festlegen',
        'Wenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie.',
      ),
    },
  },
  'account.loginLink': {
    hr: {
      subject: 'Vaša poveznica za prijavu',
      body: linkBody(
        'Zatražili ste prijavu bez lozinke. Prijavite se otvaranjem ove poveznice (vrijedi 15 minuta, jednom):', 'Prijavi me',
        'Ako niste vi zatražili ovu poruku, zanemarite je.',
      ),
    },
    en: {
      subject: 'Your login link',
      body: linkBody(
        'You asked to log in without a password. Log in by opening this link (valid for 15 minutes, once):', 'Log me in',
        'If you did not ask for this message, ignore it.',
      ),
    },
    de: {
      subject: 'Ihr Anmeldelink',
      body: linkBody(
        'Sie haben eine Anmeldung ohne Passwort angefordert. Melden Sie sich mit diesem Link an (15 Minuten gültig, einmalig):', 'Jetzt anmelden',
        'Wenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie.',
      ),
    },
  },
}
