import { useState, type ChangeEvent } from 'react'
import { Form } from 'react-router'
import type { CasePageResult } from '#common/cases/schemas'
import { MAX_PUBLIC_UPLOAD_FILES } from '#common/media/upload-limits'
import { Field } from '~/features/account/fields'
import { PageNotice } from '~/features/account/form-notice'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'
import { AccessFields, CaseError, FindOrderForm, LineQuantities, type MemberCaseOrder } from './case-form-parts'

type Photo = { token: string; name: string; mime: string; size: number }

/** Photos go through the public upload's checks (type, size, count, rate) first; the form sends their tokens. */
function PhotoUpload() {
  const t = useT()
  const [photos, setPhotos] = useState<Photo[]>([])
  const [failed, setFailed] = useState(false)
  const [isUploading, setUploading] = useState(false)
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_PUBLIC_UPLOAD_FILES)
    if (!files.length) return
    const body = new FormData()
    for (const file of files) body.append('file', file)
    setUploading(true)
    const response = await fetch('/api/v2/media/upload/public', { method: 'POST', body }).catch(() => null)
    const json = response?.ok ? ((await response.json()) as { data: { records: Photo[] } }) : null
    setUploading(false)
    setFailed(!json)
    setPhotos(json ? json.data.records : [])
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor="case-photos">
        {t('cases.photos')}
      </label>
      <input className="field__input" id="case-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(event) => void upload(event)} />
      <input type="hidden" name="photos" value={JSON.stringify(photos)} />
      <p className="field__hint" role="status">
        {isUploading ? t('cases.photosUploading') : photos.length ? t('cases.photosAttached', { names: photos.map((photo) => photo.name).join(', ') }) : ''}
      </p>
      {failed ? (
        <p className="field__error" role="alert">
          {t('cases.failed')}
        </p>
      ) : null}
    </div>
  )
}

/** A complaint (reklamacija) on an order: lines, description, photos; the shop answers within 15 days. */
export function ComplaintFlow({ memberOrders, result }: { memberOrders: MemberCaseOrder[]; result?: CasePageResult }) {
  const t = useT()
  const order = result && 'order' in result ? result.order : undefined
  const access = result && 'access' in result ? result.access : undefined
  const fields = result?.step === 'error' ? result.fields : {}
  return (
    <PageShell title={t('cases.complaintTitle')} lead={t('cases.complaintLead')}>
      {result?.step === 'done' ? <PageNotice message={result.message} /> : <CaseError result={result} />}
      {result?.step === 'done' ? null : !order || !access || !result ? (
        <FindOrderForm result={result} memberOrders={memberOrders} />
      ) : (
        <Form method="post" className="account-form case-form" aria-labelledby="complaint-step">
          <h2 id="complaint-step" className="h4">
            {t('cases.complaintTitle')} — {order.orderNumber}
          </h2>
          <AccessFields access={access} />
          <input type="hidden" name="intent" value="complaint" />
          {'confirmKey' in result && result.confirmKey ? <input type="hidden" name="confirmKey" value={result.confirmKey} /> : null}
          <Field name="buyerName" label={t('cases.buyerName')} autoComplete="name" required maxLength={120} error={fields.buyerName} />
          <Field name="contactEmail" type="email" autoComplete="email" label={t('cases.contactEmail')} required maxLength={254} defaultValue={access.email} error={fields.contactEmail} />
          <LineQuantities order={order} kind="complaint" />
          <div className={`field${fields.description ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="case-description">
              {t('cases.description')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea className="field__input" id="case-description" name="description" rows={5} minLength={10} maxLength={5000} required aria-invalid={fields.description ? true : undefined} />
            {fields.description ? <p className="field__error">{fields.description}</p> : null}
          </div>
          <PhotoUpload />
          <button className="button button--primary" type="submit">
            {t('cases.sendComplaint')}
          </button>
        </Form>
      )}
    </PageShell>
  )
}
