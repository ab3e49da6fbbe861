import { useT } from '~/lib/site-shell'

/**
 * The order desk's download of one invoice or storno (`/api/v1/backoffice/invoices/{id}/pdf`):
 * the same PDF the buyer got, with the JIR once CIS has given it.
 */
export function InvoicePdfLink({ invoice }: { invoice: { id: number; kind: 'invoice' | 'storno'; number: string } }) {
  const t = useT()
  const title = t(invoice.kind === 'storno' ? 'orders.documentTitle.storno' : 'orders.documentTitle.invoice', { number: invoice.number })
  return (
    <a href={`/api/v1/backoffice/invoices/${invoice.id}/pdf`} download>
      {t('orders.document', { title })}
    </a>
  )
}
