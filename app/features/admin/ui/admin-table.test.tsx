import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AdminTable } from './admin-table'

const columns = [{ label: 'Broj' }, { label: 'Status' }, { label: 'Ukupno', numeric: true }, { label: 'Radnje', labelHidden: true }]

describe('AdminTable', () => {
  it("names every cell after its column for the phone cards, but not a column of buttons or a cell that names itself", () => {
    const html = renderToStaticMarkup(
      <AdminTable label="Narudžbe" columns={columns} isEmpty={false} empty="—">
        {['DEMO-1', 'DEMO-2'].map((number) => (
          <tr key={number}>
            <th scope="row">{number}</th>
            <td data-label="Stanje">Plaćeno</td>
            <td className="admin-table__number">12,00 €</td>
            <td>
              <button type="button">Otvori</button>
            </td>
          </tr>
        ))}
      </AdminTable>,
    )
    expect(html.match(/<th scope="row" data-label="Broj">DEMO-\d<\/th>/g)).toHaveLength(2)
    expect(html).toContain('<td data-label="Stanje">Plaćeno</td>')
    expect(html).toContain('<td class="admin-table__number" data-label="Ukupno">12,00 €</td>')
    expect(html).toContain('<td><button type="button">Otvori</button></td>')
  })

  it('counts a spanning cell as the columns it covers', () => {
    const html = renderToStaticMarkup(
      <AdminTable label="Narudžbe" columns={columns} isEmpty={false} empty="—">
        <tr>
          <td colSpan={2}>Zbroj</td>
          <td>20,00 €</td>
        </tr>
      </AdminTable>,
    )
    expect(html).toContain('<td colSpan="2" data-label="Broj">Zbroj</td>')
    expect(html).toContain('<td data-label="Ukupno">20,00 €</td>')
  })

  it('says what to do next instead of showing an empty table', () => {
    const html = renderToStaticMarkup(
      <AdminTable label="Narudžbe" columns={columns} isEmpty empty="Još nema narudžbi. Kad kupac naruči, narudžba se pojavi ovdje.">
        {null}
      </AdminTable>,
    )
    expect(html).toBe('<p class="admin-empty">Još nema narudžbi. Kad kupac naruči, narudžba se pojavi ovdje.</p>')
  })
})
