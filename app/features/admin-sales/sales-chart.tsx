import type { SalesSummary } from '#common/sales/dashboard'
import { formatMoney } from '#common/money'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

const WIDTH = 600
const HEIGHT = 160
const SLOT = WIDTH / 30

/** `25. 11.` from `2026-11-25`, short enough for an axis and a table. */
function shortDay(day: string): string {
  const [, month, date] = day.split('-')
  return `${Number(date)}. ${Number(month)}.`
}

/**
 * The 30-day revenue as a server-rendered SVG bar chart. The picture is one image whose text
 * summary says what it shows; the exact numbers are in the table under it.
 */
export function SalesChart({ sales }: { sales: SalesSummary }) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const max = Math.max(1, ...sales.days.map((day) => day.revenue))
  const best = sales.days.reduce((top, day) => (day.revenue > top.revenue ? day : top), sales.days[0]!)
  const summary = t('sales.chartSummary', {
    orders: sales.days.reduce((sum, day) => sum + day.orders, 0),
    revenue: formatMoney(sales.days.reduce((sum, day) => sum + day.revenue, 0), locale),
    bestDay: shortDay(best.day),
    bestRevenue: formatMoney(best.revenue, locale),
  })
  return (
    <section className="admin-card" aria-labelledby="sales-chart-title">
      <h2 id="sales-chart-title">{t('sales.chartTitle')}</h2>
      <p id="sales-chart-summary">{summary}</p>
      <svg className="sales-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} role="img" aria-labelledby="sales-chart-title sales-chart-summary">
        {sales.days.map((day, index) => {
          const height = Math.round((day.revenue / max) * HEIGHT)
          return (
            <rect key={day.day} className="sales-chart__bar" x={index * SLOT + 3} y={HEIGHT - height} width={SLOT - 6} height={Math.max(height, day.revenue > 0 ? 1 : 0)}>
              <title>{`${shortDay(day.day)}: ${formatMoney(day.revenue, locale)}`}</title>
            </rect>
          )
        })}
        <line className="sales-chart__axis" x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {sales.days.map((day, index) =>
          index % 5 === 4 ? (
            <text key={day.day} className="sales-chart__label" x={index * SLOT + SLOT / 2} y={HEIGHT + 15} textAnchor="middle">
              {shortDay(day.day)}
            </text>
          ) : null,
        )}
      </svg>
      <details>
        <summary>{t('sales.chartTable')}</summary>
        <div className="admin-table-wrap" role="group" aria-label={t('sales.chartTable')} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('sales.day')}</th>
                <th scope="col" className="admin-table__number">{t('sales.orders')}</th>
                <th scope="col" className="admin-table__number">{t('sales.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {labelCells([...sales.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{shortDay(day.day)}</time>
                  </th>
                  <td className="admin-table__number">{day.orders}</td>
                  <td className="admin-table__number">{formatMoney(day.revenue, locale)}</td>
                </tr>
              )), [t('sales.day'), t('sales.orders'), t('sales.revenue')])}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
