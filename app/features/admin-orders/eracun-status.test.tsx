import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { kpdMissingError, type EracunDeskView } from '#common/eracun/eracun-view'
import { EracunStatus, EracunStatusSection } from './eracun-status'

const eracun = (change: Partial<EracunDeskView>): EracunDeskView => ({
  invoiceId: 1,
  invoiceNumber: '17/WEB1/1',
  isStorno: false,
  status: 'sent',
  intermediaryId: null,
  error: null,
  updatedAt: '2026-03-14T09:30:15.000Z',
  attempts: 0,
  isLocalIntermediary: false,
  ...change,
})

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

describe('the order desk’s eRačun status', () => {
  it('names the invoice, the status, the intermediary’s id and since when', () => {
    const html = render(<EracunStatus eracun={eracun({ status: 'delivered', intermediaryId: '3100007' })} />)
    expect(html).toContain('<strong>Račun 17/WEB1/1</strong>')
    expect(html).toContain('Dostavljen kupcu')
    expect(html).toContain('Oznaka kod posrednika: 3100007')
    expect(html).toContain('Stanje od 14. ožujka 2026.')
    expect(html).not.toContain('role="alert"')
  })

  it('says a rejection’s reason, and a missing KPD code in words the owner can act on', () => {
    expect(render(<EracunStatus eracun={eracun({ status: 'rejected', error: 'Narudžba nije naša' })} />)).toMatch(/role="alert">Razlog odbijanja: Narudžba nije naša/)
    const missing = render(<EracunStatus eracun={eracun({ status: 'pending', error: kpdMissingError('Tepih'), attempts: 3 })} />)
    expect(missing).toContain('Proizvod „Tepih” nema KPD šifru.')
    expect(missing).toContain('Pokušaja: 3')
    expect(render(<EracunStatus eracun={eracun({ status: 'failed', error: 'moj-eRačun refused (HTTP 503): down' })} />)).toContain('Greška: moj-eRačun refused (HTTP 503): down')
  })

  it('warns that the local stand-in reached nobody, and lists a storno as one', () => {
    const html = render(<EracunStatusSection eracuni={[eracun({ isLocalIntermediary: true }), eracun({ invoiceId: 2, invoiceNumber: '18/WEB1/1', isStorno: true })]} />)
    expect(html).toContain('<h2 id="desk-eracun" class="h4">eRačun</h2>')
    expect(html).toContain('Lokalni testni posrednik')
    expect(html).toContain('Storno 18/WEB1/1')
    expect(render(<EracunStatusSection eracuni={[]} />)).toBe('')
  })
})
