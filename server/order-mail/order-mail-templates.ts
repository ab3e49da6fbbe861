/**
 * The order e-mails as first installed; the back office edits the stored copies (email_templates).
 * Placeholders: see order-mail-values.ts. `linesTable`, `paymentInstructions` and `shipment` (the
 * desk's carrier, tracking number and link, only in a "sent" e-mail) are HTML we build. The invoice
 * and storno e-mails also name the invoice (invoice-mail.ts) and carry its PDF.
 */
type Template = { subject: string; body: string }
type Locales = { hr: Template; en: Template; de: Template }


export const orderMailTemplates = {
  'order.created.buyer': {
    hr: {
      subject: 'Narudžba {{orderNumber}} je zaprimljena',
      body: '<p>{{greeting}}</p><p>hvala na narudžbi <strong>{{orderNumber}}</strong>. Ukupno za platiti: <strong>{{orderTotal}}</strong> (PDV uključen).</p>{{linesTable}}<p>Način plaćanja: {{paymentMethod}}<br>Dostava: {{deliveryMethod}}</p>{{paymentInstructions}}<p class="button"><a href="{{orderUrl}}">Pregled narudžbe</a></p><p><a href="{{withdrawalUrl}}">Raskid ugovora ovdje</a></p>',
    },
    en: {
      subject: 'Order {{orderNumber}} received',
      body: '<p>{{greeting}}</p><p>thank you for your order <strong>{{orderNumber}}</strong>. Total to pay: <strong>{{orderTotal}}</strong> (VAT included).</p>{{linesTable}}<p>Payment: {{paymentMethod}}<br>Delivery: {{deliveryMethod}}</p>{{paymentInstructions}}<p class="button"><a href="{{orderUrl}}">View your order</a></p><p><a href="{{withdrawalUrl}}">Withdraw from contract here</a></p>',
    },
    de: {
      subject: 'Bestellung {{orderNumber}} eingegangen',
      body: '<p>{{greeting}}</p><p>vielen Dank für Ihre Bestellung <strong>{{orderNumber}}</strong>. Zu zahlen: <strong>{{orderTotal}}</strong> (inkl. MwSt.).</p>{{linesTable}}<p>Zahlung: {{paymentMethod}}<br>Lieferung: {{deliveryMethod}}</p>{{paymentInstructions}}<p class="button"><a href="{{orderUrl}}">Bestellung ansehen</a></p><p><a href="{{withdrawalUrl}}">Vertrag hier widerrufen</a></p>',
    },
  },
  'order.created.shop': {
    hr: {
      subject: 'Nova narudžba {{orderNumber}} ({{orderTotal}})',
      body: '<p>Nova narudžba <strong>{{orderNumber}}</strong> od {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Plaćanje: {{paymentMethod}}<br>Dostava: {{deliveryMethod}}</p><p>Napomena kupca: {{orderMessage}}</p>',
    },
    en: {
      subject: 'New order {{orderNumber}} ({{orderTotal}})',
      body: '<p>New order <strong>{{orderNumber}}</strong> from {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Payment: {{paymentMethod}}<br>Delivery: {{deliveryMethod}}</p><p>Buyer’s note: {{orderMessage}}</p>',
    },
    de: {
      subject: 'Neue Bestellung {{orderNumber}} ({{orderTotal}})',
      body: '<p>Neue Bestellung <strong>{{orderNumber}}</strong> von {{customerName}} ({{email}}, {{phone}}).</p>{{linesTable}}<p>Zahlung: {{paymentMethod}}<br>Lieferung: {{deliveryMethod}}</p><p>Notiz: {{orderMessage}}</p>',
    },
  },
  'order.status.buyer': {
    hr: {
      subject: 'Narudžba {{orderNumber}}: {{status}}',
      body: '<p>{{greeting}}</p><p>status Vaše narudžbe <strong>{{orderNumber}}</strong> je sada: <strong>{{status}}</strong>.</p>{{shipment}}{{linesTable}}<p class="button"><a href="{{orderUrl}}">Pregled narudžbe</a></p><p><a href="{{withdrawalUrl}}">Raskid ugovora ovdje</a></p>',
    },
    en: {
      subject: 'Order {{orderNumber}}: {{status}}',
      body: '<p>{{greeting}}</p><p>your order <strong>{{orderNumber}}</strong> is now: <strong>{{status}}</strong>.</p>{{shipment}}{{linesTable}}<p class="button"><a href="{{orderUrl}}">View your order</a></p><p><a href="{{withdrawalUrl}}">Withdraw from contract here</a></p>',
    },
    de: {
      subject: 'Bestellung {{orderNumber}}: {{status}}',
      body: '<p>{{greeting}}</p><p>Ihre Bestellung <strong>{{orderNumber}}</strong> hat jetzt den Status: <strong>{{status}}</strong>.</p>{{shipment}}{{linesTable}}<p class="button"><a href="{{orderUrl}}">Bestellung ansehen</a></p><p><a href="{{withdrawalUrl}}">Vertrag hier widerrufen</a></p>',
    },
  },
  'order.invoice.buyer': {
    hr: {
      subject: 'Račun {{invoiceNumber}} za narudžbu {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>u privitku je račun <strong>{{invoiceNumber}}</strong> za Vašu narudžbu <strong>{{orderNumber}}</strong>, ukupno <strong>{{invoiceTotal}}</strong>. Sačuvajte ga; nalazi se i u Vašem profilu ako ste kupovali prijavljeni.</p><p class="button"><a href="{{orderUrl}}">Pregled narudžbe</a></p>',
    },
    en: {
      subject: 'Invoice {{invoiceNumber}} for order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>attached is invoice <strong>{{invoiceNumber}}</strong> for your order <strong>{{orderNumber}}</strong>, total <strong>{{invoiceTotal}}</strong>. Please keep it; if you were logged in when you ordered, it is also in your profile.</p><p class="button"><a href="{{orderUrl}}">View your order</a></p>',
    },
    de: {
      subject: 'Rechnung {{invoiceNumber}} zur Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>anbei die Rechnung <strong>{{invoiceNumber}}</strong> zu Ihrer Bestellung <strong>{{orderNumber}}</strong>, Gesamtbetrag <strong>{{invoiceTotal}}</strong>. Bitte bewahren Sie sie auf; wenn Sie angemeldet bestellt haben, finden Sie sie auch in Ihrem Profil.</p><p class="button"><a href="{{orderUrl}}">Bestellung ansehen</a></p>',
    },
  },
  'order.storno.buyer': {
    hr: {
      subject: 'Storno račun {{invoiceNumber}} za narudžbu {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>račun <strong>{{stornoOfNumber}}</strong> za narudžbu <strong>{{orderNumber}}</strong> storniran je računom <strong>{{invoiceNumber}}</strong> na iznos <strong>{{invoiceTotal}}</strong>. Storno račun je u privitku.</p><p class="button"><a href="{{orderUrl}}">Pregled narudžbe</a></p>',
    },
    en: {
      subject: 'Cancellation invoice {{invoiceNumber}} for order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>invoice <strong>{{stornoOfNumber}}</strong> for order <strong>{{orderNumber}}</strong> has been cancelled by cancellation invoice <strong>{{invoiceNumber}}</strong> for <strong>{{invoiceTotal}}</strong>. The cancellation invoice is attached.</p><p class="button"><a href="{{orderUrl}}">View your order</a></p>',
    },
    de: {
      subject: 'Stornorechnung {{invoiceNumber}} zur Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>die Rechnung <strong>{{stornoOfNumber}}</strong> zur Bestellung <strong>{{orderNumber}}</strong> wurde mit der Stornorechnung <strong>{{invoiceNumber}}</strong> über <strong>{{invoiceTotal}}</strong> storniert. Die Stornorechnung ist angehängt.</p><p class="button"><a href="{{orderUrl}}">Bestellung ansehen</a></p>',
    },
  },
  'order.refund.buyer': {
    hr: {
      subject: 'Povrat novca za narudžbu {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>za narudžbu <strong>{{orderNumber}}</strong> vraćamo Vam <strong>{{refundAmount}}</strong>: {{refundMethod}}.</p>{{refundLines}}<p class="button"><a href="{{orderUrl}}">Pregled narudžbe</a></p>',
    },
    en: {
      subject: 'Refund for order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>for order <strong>{{orderNumber}}</strong> we are refunding <strong>{{refundAmount}}</strong>: {{refundMethod}}.</p>{{refundLines}}<p class="button"><a href="{{orderUrl}}">View your order</a></p>',
    },
    de: {
      subject: 'Erstattung zur Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>zu Ihrer Bestellung <strong>{{orderNumber}}</strong> erstatten wir Ihnen <strong>{{refundAmount}}</strong>: {{refundMethod}}.</p>{{refundLines}}<p class="button"><a href="{{orderUrl}}">Bestellung ansehen</a></p>',
    },
  },
  'order.payout.buyer': {
    hr: {
      subject: 'Povrat novca za narudžbu {{orderNumber}} je uplaćen',
      body: '<p>{{greeting}}</p><p>povrat od <strong>{{refundAmount}}</strong> za narudžbu <strong>{{orderNumber}}</strong> uplaćen je: {{refundMethod}}.</p>{{refundLines}}',
    },
    en: {
      subject: 'Refund for order {{orderNumber}} sent',
      body: '<p>{{greeting}}</p><p>the refund of <strong>{{refundAmount}}</strong> for order <strong>{{orderNumber}}</strong> has been sent: {{refundMethod}}.</p>{{refundLines}}',
    },
    de: {
      subject: 'Erstattung zur Bestellung {{orderNumber}} überwiesen',
      body: '<p>{{greeting}}</p><p>die Erstattung von <strong>{{refundAmount}}</strong> zu Ihrer Bestellung <strong>{{orderNumber}}</strong> wurde überwiesen: {{refundMethod}}.</p>{{refundLines}}',
    },
  },
} satisfies Record<string, Locales>
