import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { escapeHtml } from '../../common/text/escape-html'
import { mailPalette as c } from './mail-palette'

interface MailOrderLine {
  /** HTML built from escaped parts (the name, a bundle's parts under it). */
  name: string
  qty: number
  unitPrice: string
  lineTotal: string
}

interface MailTotal {
  label: string
  amount: string
  isGrandTotal?: boolean
}

/**
 * An order's lines in an e-mail: a real data table (caption, column headers with scope) so a
 * screen reader reads "Količina: 2", with the totals and PDV under it. Inline styles only — mail
 * programs drop style sheets — and no fixed widths, so it fits a 360 px phone.
 */
export function orderLinesTable(input: { locale: Locale; lines: MailOrderLine[]; totals: MailTotal[] }): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(input.locale, key))
  const cell = 'padding:8px 6px;border-bottom:1px solid ' + c.line + ';vertical-align:top'
  const number = `${cell};text-align:right;white-space:nowrap`
  const head = `padding:6px;border-bottom:2px solid ${c.ink};font-size:13px;color:${c.inkSoft};text-align:`
  const rows = input.lines.map(
    (line) =>
      `<tr><td style="${cell}">${line.name}</td><td style="${number}">${line.qty}</td><td style="${number}">${escapeHtml(line.unitPrice)}</td><td style="${number}">${escapeHtml(line.lineTotal)}</td></tr>`,
  )
  const totals = input.totals.map((total) => {
    const weight = total.isGrandTotal ? 'font-weight:bold;font-size:17px;' : `color:${c.inkSoft};`
    return `<tr><th scope="row" colspan="3" style="padding:6px;text-align:right;font-weight:normal;${weight}">${escapeHtml(total.label)}</th><td style="padding:6px;text-align:right;white-space:nowrap;${weight}">${escapeHtml(total.amount)}</td></tr>`
  })
  return (
    `<table style="border-collapse:collapse;width:100%;margin:16px 0;font-size:15px">` +
    `<caption style="text-align:left;font-weight:bold;padding:0 0 6px">${t('mail.lines.caption')}</caption>` +
    `<thead><tr><th scope="col" style="${head}left">${t('cart.product')}</th><th scope="col" style="${head}right">${t('cart.quantity')}</th><th scope="col" style="${head}right">${t('cart.unitPrice')}</th><th scope="col" style="${head}right">${t('cart.rowTotal')}</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody><tfoot>${totals.join('')}</tfoot></table>`
  )
}
