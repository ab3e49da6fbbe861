import { describe, expect, it } from 'vitest'
import { mailTemplateKeys, mailTemplateLocales } from '../../common/mail-templates/schemas'
import { builtInTemplates } from './built-in-templates'
import { fillMailTemplate } from './render-template'

// Issue 20 point 7: the text/plain part of every e-mail carries every link of its HTML part.
const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&')
const htmlLinks = (html: string) => new Set([...html.matchAll(/href\s*=\s*"([^"]+)"/g)].map((match) => decode(match[1] ?? '')))
const textLinks = (text: string) => new Set([...text.matchAll(/https?:\/\/[^\s<>]+/g)].map((match) => match[0]))

describe('the text part of an e-mail', () => {
  for (const key of mailTemplateKeys) {
    for (const locale of mailTemplateLocales) {
      it(`${key} (${locale}) has the links of its HTML part`, () => {
        const template = builtInTemplates[key]
        const filled = fillMailTemplate(template.defaults[locale], { siteName: 'Vrtovi Save', siteUrl: 'https://www.vrtovi-save.hr', ...template.sample })
        const links = htmlLinks(filled.html)
        expect(links.size).toBeGreaterThan(0)
        expect(textLinks(filled.text)).toEqual(links)
      })
    }
  }

  it('puts a link’s address after its text, once when the text is the address', () => {
    const filled = fillMailTemplate(
      { subject: 's', body: '<p><a href="{{url}}">Pregled narudžbe</a> · <a href="{{site}}">{{site}}</a> · <a href="mailto:{{mail}}">{{mail}}</a></p>' },
      { url: 'https://izlog.example/narudzba?orderSlug=a&b=1', site: 'https://izlog.example', mail: 'ana@example.hr' },
    )
    expect(filled.text).toBe('Pregled narudžbe <https://izlog.example/narudzba?orderSlug=a&b=1> · https://izlog.example · ana@example.hr')
  })
})

describe('an empty line of a template', () => {
  const body = '<p>Plaćanje: {{payment}}<br>Dostava: {{delivery}}</p><p>Napomena kupca: {{note}}</p><p>Hvala.</p>'

  it('is left out with its label; a paragraph with no line left goes too', () => {
    const filled = fillMailTemplate({ subject: 's', body }, { payment: 'Pouzeće', delivery: '', note: '  ' })
    expect(filled.html).toBe('<p>Plaćanje: Pouzeće</p><p>Hvala.</p>')
    expect(filled.text).toBe('Plaćanje: Pouzeće\n\nHvala.')
  })

  it('stays when its value is there', () => {
    const filled = fillMailTemplate({ subject: 's', body }, { payment: 'Pouzeće', delivery: 'GLS', note: 'Zvonite dvaput' })
    expect(filled.html).toBe('<p>Plaćanje: Pouzeće<br>Dostava: GLS</p><p>Napomena kupca: Zvonite dvaput</p><p>Hvala.</p>')
  })
})
