import { Form, Link } from 'react-router'
import { formatDate } from '#common/i18n/dates'
import { pathFor } from '#common/i18n/paths'
import type { CasePageResult } from '#common/cases/schemas'
import { Field } from '~/features/account/fields'
import { PageNotice } from '~/features/account/form-notice'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { AccessFields, CaseError, FindOrderForm, LineQuantities, type MemberCaseOrder } from './case-form-parts'

/**
 * The withdrawal function (issue 22, Art. 11a CRD): the order, step 1 the statement, step 2
 * "Potvrdi raskid". Plain form posts, so it works before (and without) JavaScript.
 */
export function WithdrawalFlow({ days, memberOrders, result, prefill }: { days: number; memberOrders: MemberCaseOrder[]; result?: CasePageResult; prefill?: { orderNumber: string; email: string } }) {
  const t = useT()
  const locale = useLocale()
  const order = result && 'order' in result ? result.order : undefined
  const access = result && 'access' in result ? result.access : undefined
  const fields = result?.step === 'error' ? result.fields : {}
  return (
    <PageShell title={t('cases.withdrawalTitle')} lead={t('cases.withdrawalLead', { days })}>
      <p>
        <Link to={pathFor('withdrawalForm', locale)}>{t('cases.modelForm')}</Link> · <a href={`/api/v1/ecommerce/cases/withdrawal-form.pdf?language=${locale}`}>{t('cases.modelFormPdf')}</a>
      </p>
      {result?.step === 'done' ? <PageNotice message={result.message} /> : <CaseError result={result} />}
      {result?.step === 'done' ? null : !order || !access ? (
        <FindOrderForm result={result} memberOrders={memberOrders} prefill={prefill} />
      ) : result?.step === 'review' ? (
        <Form method="post" className="account-form case-form" aria-labelledby="case-step">
          <h2 id="case-step" className="h4">
            {t('cases.step2')}
          </h2>
          <p>{t('cases.review')}</p>
          <dl className="case-review">
            <dt>{t('cases.orderNumber')}</dt>
            <dd>{order.orderNumber}</dd>
            <dt>{t('cases.buyerName')}</dt>
            <dd>{result.statement.buyerName}</dd>
            <dt>{t('cases.contactEmail')}</dt>
            <dd>{result.statement.contactEmail}</dd>
            <dt>{t('cases.lines')}</dt>
            <dd>
              <ul>
                {result.statement.lines.map((line) => (
                  <li key={line.orderLineId}>{t('desk.cases.lineQty', { name: line.name, qty: line.quantity })}</li>
                ))}
              </ul>
            </dd>
            {result.statement.statement ? (
              <>
                <dt>{t('cases.statement')}</dt>
                <dd>{result.statement.statement}</dd>
              </>
            ) : null}
          </dl>
          <AccessFields access={access} />
          <input type="hidden" name="confirmKey" value={result.confirmKey} />
          <input type="hidden" name="buyerName" value={result.statement.buyerName} />
          <input type="hidden" name="contactEmail" value={result.statement.contactEmail} />
          <input type="hidden" name="statement" value={result.statement.statement} />
          {result.statement.lines.map((line) => (
            <input key={line.orderLineId} type="hidden" name={`qty.${line.orderLineId}`} value={line.quantity} />
          ))}
          <div className="case-actions">
            <button className="button button--primary" type="submit" name="intent" value="confirm">
              {t('cases.confirm')}
            </button>
            <button className="button button--secondary" type="submit" name="intent" value="find" formNoValidate>
              {t('cases.back')}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" className="account-form case-form" aria-labelledby="case-step">
          <h2 id="case-step" className="h4">
            {t('cases.step1')}
          </h2>
          <p>{order.withdrawalEndsAt ? t('cases.periodEnds', { date: formatDate(order.withdrawalEndsAt, locale) }) : t('cases.notDelivered')}</p>
          <AccessFields access={access} />
          <input type="hidden" name="intent" value="prepare" />
          <Field name="buyerName" label={t('cases.buyerName')} autoComplete="name" required maxLength={120} error={fields.buyerName} />
          <Field name="contactEmail" type="email" autoComplete="email" label={t('cases.contactEmail')} required maxLength={254} defaultValue={access.email} error={fields.contactEmail} />
          <LineQuantities order={order} kind="withdrawal" />
          <div className="field">
            <label className="field__label" htmlFor="case-statement">
              {t('cases.statement')}
            </label>
            <textarea className="field__input" id="case-statement" name="statement" rows={3} maxLength={2000} />
          </div>
          <button className="button button--primary" type="submit">
            {t('cases.next')}
          </button>
        </Form>
      )}
    </PageShell>
  )
}
