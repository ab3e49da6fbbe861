import type { PaymentSlipView } from '#common/checkout/order-summary'
import { formatMoney } from '#common/money'
import { useLocale, useT } from '~/lib/site-shell'

/** The amount as the paper slip writes it: digits with a decimal comma and thousands dots, no currency sign. */
function slipAmount(cents: number): string {
  return new Intl.NumberFormat('hr-HR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(cents / 100)
}

/**
 * A Croatian HUB-3 payment slip (nalog za plaćanje) drawn like the paper one: payer and recipient
 * on the left, currency, amount, IBAN, model, reference, purpose code and description on the
 * right, the PDF417 barcode banks scan below.
 */
export function PaymentSlip({ slip, slug }: { slip: PaymentSlipView; slug: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="hub3" aria-labelledby="hub3-heading">
      <h2 id="hub3-heading">{t('checkout.slipTitle')}</h2>
      <p>{t('checkout.slipLead')}</p>
      <figure className="hub3__slip">
        <figcaption className="hub3__name">{t('checkout.slipName')}</figcaption>
        <dl className="hub3__grid">
          <div className="hub3__box hub3__box--payer">
            <dt>{t('checkout.slipPayer')}</dt>
            <dd>
              {slip.payerName}
              <br />
              {slip.payerStreet}
              <br />
              {slip.payerCity}
            </dd>
          </div>
          <div className="hub3__box hub3__box--recipient">
            <dt>{t('checkout.slipRecipient')}</dt>
            <dd>
              {slip.recipientName}
              <br />
              {slip.recipientStreet}
              <br />
              {slip.recipientCity}
            </dd>
          </div>
          <div className="hub3__box hub3__box--currency">
            <dt>{t('checkout.slipCurrency')}</dt>
            <dd>EUR</dd>
          </div>
          <div className="hub3__box hub3__box--amount">
            <dt>{t('checkout.slipAmount')}</dt>
            <dd>
              <span aria-hidden="true">{slipAmount(slip.amount)}</span>
              <span className="visually-hidden">{formatMoney(slip.amount, locale)}</span>
            </dd>
          </div>
          <div className="hub3__box hub3__box--iban">
            <dt>{t('checkout.slipIban')}</dt>
            <dd className="hub3__mono">{slip.iban}</dd>
          </div>
          <div className="hub3__box hub3__box--model">
            <dt>{t('checkout.slipModel')}</dt>
            <dd className="hub3__mono">{slip.model}</dd>
          </div>
          <div className="hub3__box hub3__box--reference">
            <dt>{t('checkout.slipReference')}</dt>
            <dd className="hub3__mono">{slip.reference}</dd>
          </div>
          <div className="hub3__box hub3__box--purpose">
            <dt>{t('checkout.slipPurpose')}</dt>
            <dd className="hub3__mono">{slip.purposeCode}</dd>
          </div>
          <div className="hub3__box hub3__box--description">
            <dt>{t('checkout.slipDescription')}</dt>
            <dd>{slip.description}</dd>
          </div>
        </dl>
        <img
          className="hub3__barcode"
          src={`/api/v1/ecommerce/order/paymentSlip/${encodeURIComponent(slug)}.png`}
          alt={t('checkout.slipBarcode')}
          width={460}
          height={124}
        />
      </figure>
    </section>
  )
}
