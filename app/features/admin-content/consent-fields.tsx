import type { ConsentText } from '#server/db/schema'
import { useAdminT } from '../admin/use-admin-t'

/** Number, name and the text in each language: the same fields for a new consent and an edit. */
export function ConsentFields({ value }: { value?: { uniqueNumber: string; displayName: string; text: ConsentText } }) {
  const t = useAdminT()
  return (
    <>
      <div className="admin-form__row">
        <label className="field">
          <span className="field__label">{t('consents.uniqueNumber')}</span>
          <input className="field__input" name="uniqueNumber" required maxLength={64} pattern="[\p{L}\p{N}._\-]+" defaultValue={value?.uniqueNumber} />
        </label>
        <label className="field">
          <span className="field__label">{t('consents.displayName')}</span>
          <input className="field__input" name="displayName" required maxLength={200} defaultValue={value?.displayName} />
        </label>
      </div>
      <label className="field">
        <span className="field__label">{t('consents.textHr')}</span>
        <textarea className="field__input" name="textHr" required maxLength={5000} rows={3} defaultValue={value?.text.hr} />
      </label>
      <label className="field">
        <span className="field__label">{t('consents.textEn')}</span>
        <textarea className="field__input" name="textEn" maxLength={5000} rows={3} defaultValue={value?.text.en} />
      </label>
      <label className="field">
        <span className="field__label">{t('consents.textDe')}</span>
        <textarea className="field__input" name="textDe" maxLength={5000} rows={3} defaultValue={value?.text.de} />
      </label>
    </>
  )
}
