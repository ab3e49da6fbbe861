import { Form } from 'react-router'
import type { OrderShipment } from '#common/orders/shipment'
import { useT } from '~/lib/site-shell'

/** The desk's shipment record (issue 20 point 7): what the buyer's "sent" e-mail names. */
export function ShipmentForm({ shipment }: { shipment: OrderShipment | null }) {
  const t = useT()
  return (
    <section aria-labelledby="desk-shipment">
      <h2 id="desk-shipment" className="h4">
        {t('desk.shipment')}
      </h2>
      <p id="desk-shipment-hint">{t('desk.shipment.hint')}</p>
      <Form method="post" className="admin-inline-form" aria-describedby="desk-shipment-hint">
        <input type="hidden" name="intent" value="shipment" />
        <label className="field">
          <span className="field__label">{t('desk.shipment.carrier')}</span>
          <input className="field__input" name="carrier" required maxLength={100} defaultValue={shipment?.carrier ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">{t('desk.shipment.trackingNumber')}</span>
          <input className="field__input" name="trackingNumber" required maxLength={100} defaultValue={shipment?.trackingNumber ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">{t('desk.shipment.trackingUrl')}</span>
          {/* type=url alone would accept http: the server's schema is the rule, the browser only helps. */}
          <input className="field__input" name="trackingUrl" type="url" inputMode="url" maxLength={500} defaultValue={shipment?.trackingUrl ?? ''} />
        </label>
        <button className="button button--secondary" type="submit">
          {t('desk.shipment.save')}
        </button>
      </Form>
    </section>
  )
}
