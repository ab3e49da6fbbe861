import { describe, expect, it } from 'vitest'
import { mailTemplateKeys, mailTemplateLocales } from '../../common/mail-templates/schemas'
import { blocksToHtml, parseTemplateBlocks } from '../../common/mail-templates/template-blocks'
import { builtInTemplates } from './built-in-templates'

// Issue 23.4: the built-in texts open in the block editor and come back unchanged.
describe('the built-in texts as blocks', () => {
  it('reads the order confirmation as text, value, button and link blocks', () => {
    const blocks = parseTemplateBlocks(builtInTemplates['order.created.buyer'].defaults.hr.body)
    expect(blocks?.slice(0, 3)).toEqual([
      { type: 'text', text: '{{greeting}}' },
      { type: 'text', text: 'hvala na narudžbi **{{orderNumber}}**. Ukupno za platiti: **{{orderTotal}}** (PDV uključen).' },
      { type: 'value', variable: 'linesTable' },
    ])
    expect(blocks).toContainEqual({ type: 'text', text: 'Način plaćanja: {{paymentMethod}}\nDostava: {{deliveryMethod}}' })
    expect(blocks).toContainEqual({ type: 'button', label: 'Pregled narudžbe', href: '{{orderUrl}}' })
    expect(blocks).toContainEqual({ type: 'link', label: 'Raskid ugovora ovdje', href: '{{withdrawalUrl}}' })
  })

  // Texts with markup of their own (the form summary's <pre>, the newsletter's small link) stay in the expert mode.
  const expertOnly = new Set(['form.submission.owner', 'newsletter.confirm'])
  for (const key of mailTemplateKeys) {
    it(`${key}: ${expertOnly.has(key) ? 'stays raw HTML' : 'comes back byte for byte'} in every language`, () => {
      for (const locale of mailTemplateLocales) {
        const body = builtInTemplates[key].defaults[locale].body
        const blocks = parseTemplateBlocks(body)
        if (expertOnly.has(key)) expect(blocks).toBeNull()
        else expect(blocks && blocksToHtml(blocks)).toBe(body)
      }
    })
  }

})
