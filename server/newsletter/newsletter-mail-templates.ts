/**
 * The newsletter confirmation e-mail (double opt-in) as built in; the back office may override it
 * (email_templates). Placeholders: confirmUrl, unsubscribeUrl, siteName, siteUrl.
 */
export const newsletterMailTemplates = {
  'newsletter.confirm': {
    hr: {
      subject: 'Potvrdite prijavu na newsletter',
      body: '<p>{{greeting}}</p><p>primili smo prijavu ove adrese na naš newsletter. Potvrdite je klikom na poveznicu:</p><p class="button"><a href="{{confirmUrl}}">Potvrđujem prijavu</a></p><p>Ako se niste prijavili, zanemarite ovu poruku.</p><p><small><a href="{{unsubscribeUrl}}">Odjava s newslettera</a></small></p>',
    },
    en: {
      subject: 'Confirm your newsletter subscription',
      body: '<p>{{greeting}}</p><p>we received a newsletter subscription for this address. Please confirm it with this link:</p><p class="button"><a href="{{confirmUrl}}">I confirm the subscription</a></p><p>If you did not subscribe, ignore this message.</p><p><small><a href="{{unsubscribeUrl}}">Unsubscribe</a></small></p>',
    },
    de: {
      subject: 'Bestätigen Sie Ihre Newsletter-Anmeldung',
      body: '<p>{{greeting}}</p><p>für diese Adresse ist eine Newsletter-Anmeldung eingegangen. Bitte bestätigen Sie sie über diesen Link:</p><p class="button"><a href="{{confirmUrl}}">Anmeldung bestätigen</a></p><p>Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht.</p><p><small><a href="{{unsubscribeUrl}}">Vom Newsletter abmelden</a></small></p>',
    },
  },
}
