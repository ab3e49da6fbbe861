import { describe, expect, it } from 'vitest'
import { fillMailTemplate } from './render-template'

// Issue 20 point 7: the text/plain part of every e-mail carries every link of its HTML part.

describe('the text part of an e-mail', () => {
  // Every built-in template in every language, in the layout: mail-layout/render-mail.test.ts.
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
