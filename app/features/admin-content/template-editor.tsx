import { useRef } from 'react'
import { Form, Link } from 'react-router'
import type { MailTemplatePreview, MailTemplateView } from '#common/mail-templates/schemas'
import type { AdminOutcome } from '#server/admin/action-outcome'
import { AdminPage } from '../admin/ui/admin-page'
import { useAdminT } from '../admin/use-admin-t'
import { OutcomeNotice } from './outcome-notice'
import { TemplateVariablePicker } from './template-variable-picker'
import { useLivePreview } from './use-live-preview'

type Outcome = AdminOutcome & {
  preview?: MailTemplatePreview
  draft?: { subject: string; body: string }
}

/**
 * One template in one language. The preview is the server's sanitised HTML in a frame sandboxed
 * without scripts: even markup the sanitiser missed could not run in the admin's origin.
 */
export function TemplateEditor({ template, outcome }: { template: MailTemplateView; outcome: Outcome | undefined }) {
  const t = useAdminT()
  const draft = outcome?.draft ?? template
  const name = t(`templates.key.${template.key}`)
  // A fresh key per answer makes the fields show the text the server answered with.
  const formKey = `${template.updatedAt ?? 'default'}|${outcome?.message ?? ''}`
  const live = useLivePreview()
  const preview = live.preview ?? outcome?.preview
  // The field a picked variable goes into: the one the owner edited last, the body at first.
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  const bodyField = useRef<HTMLTextAreaElement | null>(null)
  return (
    <AdminPage title={`${name} (${template.locale.toUpperCase()})`} actions={<Link to="/admin/templates">{t('templates.back')}</Link>}>
      <OutcomeNotice outcome={outcome} />
      <p>
        {template.customised ? t('templates.customised') : t('templates.default')} · {t('templates.variables')}:{' '}
        <code>{template.variables.map((variable) => `{{${variable}}}`).join(' ')}</code>
      </p>
      <section className="admin-card">
        <Form
          method="post"
          className="admin-form"
          key={formKey}
          onInput={(event) => live.schedule(event.currentTarget)}
          onFocus={(event) => {
            if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) lastField.current = event.target
          }}
        >
          <label className="field">
            <span className="field__label">{t('templates.subject')}</span>
            <input className="field__input" name="subject" required maxLength={300} defaultValue={draft.subject} />
          </label>
          <label className="field">
            <span className="field__label">{t('templates.body')}</span>
            <textarea ref={bodyField} className="field__input template-editor__body" name="body" required maxLength={50000} rows={14} defaultValue={draft.body} />
          </label>
          <TemplateVariablePicker variables={template.variables} getField={() => lastField.current ?? bodyField.current} onInserted={(field) => field.form && live.schedule(field.form)} />
          <p className="field__hint">{t('templates.livePreviewHint')}</p>
          <div className="admin-page__actions">
            <button type="submit" name="intent" value="save" className="button button--primary">
              {t('templates.save')}
            </button>
            <button
              type="submit"
              name="intent"
              value="preview"
              className="button button--secondary"
              onClick={(event) => {
                // With JavaScript the preview comes without reloading the page (and the text stays as typed).
                if (!event.currentTarget.form) return
                event.preventDefault()
                live.refresh(event.currentTarget.form)
              }}
            >
              {t('templates.preview')}
            </button>
          </div>
        </Form>
      </section>
      {preview ? (
        <section className="admin-card" aria-labelledby="template-preview">
          <h2 id="template-preview">{t('templates.previewTitle')}</h2>
          <p>
            <strong>{t('templates.subject')}:</strong> {preview.subject}
          </p>
          <iframe className="template-editor__preview" title={t('templates.previewTitle')} sandbox="" srcDoc={preview.html} />
        </section>
      ) : null}
      <section className="admin-card admin-form__row">
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="test" />
          <label className="field">
            <span className="field__label">{t('templates.testTo')}</span>
            <input className="field__input" type="email" name="to" required maxLength={254} autoComplete="email" />
          </label>
          <button type="submit" className="button button--secondary">
            {t('templates.testSend')}
          </button>
        </Form>
        <Form method="post" className="admin-form template-editor__reset">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className="button button--danger" disabled={!template.customised}>
            {t('templates.reset')}
          </button>
        </Form>
      </section>
    </AdminPage>
  )
}
