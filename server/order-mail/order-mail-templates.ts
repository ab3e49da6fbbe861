/**
 * The order e-mails as first installed; the back office edits the stored copies (email_templates).
 * Placeholders: see order-mail-values.ts. `linesTable` and `paymentInstructions` are HTML we build.
 */
type Template = { subject: string; body: string }
type Locales = { hr: Template; en: Template; de: Template }

const wrap = (inner: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:640px">${inner}<p style="color:#52606d;font-size:13px">{{siteName}} · <a href="{{siteUrl}}">{{siteUrl}}</a></p></div>`

export const orderMailTemplates = {
  'order.created.buyer': {
    hr: {
      subject: 'Narudžba {{orderNumber}} je zaprimljena',
      body: wrap(
        '<p>Poštovani {{customerName}},</p><p>hvala na narudžbi <strong>{{orderNumber}}</strong>. Ukupno za platiti: <strong>{{orderTotal}}</strong> (PDV uključen).</p>{{linesTable}}<p>Način plaćanja: {{paymentMethod}}<br>Dostava: {{deliveryMethod}}</p>{{paymentInstructions}}<p><a href="{{orderUrl}}">Pregled narudžbe</a></p>',
      ),
    },
    en: {
      subject: 'Order {{orderNumber}} received',
      body: wrap(
        '<p>Dear {{customerName}},</p><p>thank you for your order <strong>{{orderNumber}}</strong>. Total to pay: <strong>{{orderTotal}}</strong> (VAT included).</p>{{linesTable}}<p>Payment: {{paymentMethod}}<br>Delivery: {{deliveryMethod}}</p>{{paymentInstructions}}<p><a href="{{orderUrl}}">View your order</a></p>',
      ),
    },
    de: {
      subject: 'Bestellung {{orderNumber}} eingegangen',
      body: wrap(
        '<p>Guten Tag {{customerName}},</p><p>vielen Dank für Ihre Bestellung <strong>{{orderNumber}}</strong>. Zu zahlen: <strong>{{orderTotal}}</strong> (inkl. MwSt.).</p>{{linesTable}}<p>Zahlung: {{paymentMethod}}<br>Lieferung: {{deliveryMethod}}</p>{{paymentInstructions}}<p><a href="{{orderUrl}}">Bestellung ansehen</a></p>',
      ),
    },
  },
  'order.created.shop': {
    hr: {
      subject: 'Nova narudžba {{orderNumber}} ({{orderTotal}})',
      body: wrap(
        '<p>Nova narudžba <strong>{{orderNumber}}</strong> od {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Plaćanje: {{paymentMethod}}<br>Dostava: {{deliveryMethod}}</p><p>Napomena kupca: {{orderMessage}}</p>',
      ),
    },
    en: {
      subject: 'New order {{orderNumber}} ({{orderTotal}})',
      body: wrap('<p>New order <strong>{{orderNumber}}</strong> from {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Payment: {{paymentMethod}}<br>Delivery: {{deliveryMethod}}</p><p>Buyer’s note: {{orderMessage}}</p>'),
    },
    de: {
      subject: 'Neue Bestellung {{orderNumber}} ({{orderTotal}})',
      body: wrap('<p>Neue Bestellung <strong>{{orderNumber}}</strong> von {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Zahlung: {{paymentMethod}}<br>Lieferung: {{deliveryMethod}}</p><p>Notiz: {{orderMessage}}</p>'),
    },
  },
  'order.status.buyer': {
    hr: {
      subject: 'Narudžba {{orderNumber}}: {{status}}',
      body: wrap('<p>Poštovani {{customerName}},</p><p>status Vaše narudžbe <strong>{{orderNumber}}</strong> je sada: <strong>{{status}}</strong>.</p>{{linesTable}}<p><a href="{{orderUrl}}">Pregled narudžbe</a></p>'),
    },
    en: {
      subject: 'Order {{orderNumber}}: {{status}}',
      body: wrap('<p>Dear {{customerName}},</p><p>your order <strong>{{orderNumber}}</strong> is now: <strong>{{status}}</strong>.</p>{{linesTable}}<p><a href="{{orderUrl}}">View your order</a></p>'),
    },
    de: {
      subject: 'Bestellung {{orderNumber}}: {{status}}',
      body: wrap('<p>Guten Tag {{customerName}},</p><p>Ihre Bestellung <strong>{{orderNumber}}</strong> hat jetzt den Status: <strong>{{status}}</strong>.</p>{{linesTable}}<p><a href="{{orderUrl}}">Bestellung ansehen</a></p>'),
    },
  },
} satisfies Record<string, Locales>
