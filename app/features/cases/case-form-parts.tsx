import { Form } from 'react-router'
import type { CaseOrderView } from '#common/cases/schemas'
import { formatDate } from '#common/i18n/dates'
import type { CasePageResult } from '#common/cases/schemas'
import { Field } from '~/features/account/fields'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'

export type MemberCaseOrder = { number: string; email: string; createdAt: string }
type Access = { orderNumber: string; email: string }

/** The order number and e-mail the next step sends again (the server checks them every time). */
export function AccessFields({ access }: { access: Access }) {
  return (
    <>
      <input type="hidden" name="orderNumber" value={access.orderNumber} />
      <input type="hidden" name="email" value={access.email} />
    </>
  )
}

/** Step 0: a guest names the order by number and e-mail; a member picks one of their orders. */
export function FindOrderForm({ result, memberOrders, prefill }: { result?: CasePageResult; memberOrders: MemberCaseOrder[]; prefill?: Access }) {
  const t = useT()
  const locale = useLocale()
  const fields = result?.step === 'error' ? result.fields : {}
  return (
    <>
      {memberOrders.length ? (
        <section aria-labelledby="case-member-orders">
          <h2 id="case-member-orders" className="h4">
            {t('cases.yourOrders')}
          </h2>
          <ul className="case-orders">
            {memberOrders.map((order) => (
              <li key={order.number}>
                <Form method="post">
                  <input type="hidden" name="intent" value="find" />
                  <AccessFields access={{ orderNumber: order.number, email: order.email }} />
                  <button className="button button--secondary" type="submit">
                    {t('cases.chooseOrder', { number: order.number })}
                  </button>{' '}
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" className="account-form case-form" aria-labelledby="case-find">
        <h2 id="case-find" className="h4">
          {t('cases.findOrder')}
        </h2>
        <input type="hidden" name="intent" value="find" />
        <Field name="orderNumber" label={t('cases.orderNumber')} required maxLength={40} defaultValue={prefill?.orderNumber} error={fields.orderNumber} />
        <Field name="email" type="email" autoComplete="email" label={t('cases.orderEmail')} required maxLength={254} defaultValue={prefill?.email} error={fields.email} />
        <button className="button button--primary" type="submit">
          {t('cases.findOrder')}
        </button>
      </Form>
    </>
  )
}

/** The order's lines as number inputs: how many units of each the case names (eProducts explained, not offered, for a withdrawal). */
export function LineQuantities({ order, kind, chosen }: { order: CaseOrderView; kind: 'withdrawal' | 'complaint'; chosen?: Record<number, number> }) {
  const t = useT()
  return (
    <fieldset className="case-lines">
      <legend>{t('cases.lines')}</legend>
      {order.lines.map((line) => {
        const max = kind === 'withdrawal' ? line.withdrawable : line.qty
        if (kind === 'withdrawal' && line.isDigital) {
          return (
            <p key={line.id} className="case-lines__digital">
              {t('cases.digitalLine', { name: line.name })}
            </p>
          )
        }
        return (
          <div key={line.id} className="field">
            <label className="field__label" htmlFor={`case-qty-${line.id}`}>
              {t('cases.quantity', { name: line.name, max })}
            </label>
            <input className="field__input case-lines__qty" id={`case-qty-${line.id}`} name={`qty.${line.id}`} type="number" inputMode="numeric" min={0} max={max} defaultValue={chosen?.[line.id] ?? (max > 0 ? max : 0)} disabled={max === 0} />
          </div>
        )
      })}
    </fieldset>
  )
}

/** A failed step's message (the fields' own messages sit under each field). */
export function CaseError({ result }: { result?: CasePageResult }) {
  if (result?.step !== 'error') return null
  const message = result.message || Object.values(result.fields)[0]
  return message ? <PageNotice kind="error" message={message} /> : null
}
