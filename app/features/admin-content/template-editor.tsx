import { useRef, useState } from 'react'
import { parseTemplateBlocks } from '#common/mail-templates/template-blocks'
import { Form, Link } from 'react-router'
import type { MailTemplatePreview, MailTemplateView } from '#common/mail-templates/schemas'
import type { AdminOutcome } from '#server/admin/action-outcome'
import { AdminPage } from '../admin/ui/admin-page'
import { useAdminT } from '../admin/use-admin-t'
import { OutcomeNotice } from './outcome-notice'
import { TemplateBlocksEditor } from './template-blocks-editor'
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
  const formRef = useRef<HTMLFormElement | null>(null)
  // Blocks when the text can be said as blocks, else the expert mode; a switch holds until the server answers anew.
  const [switched, setSwitched] = useState<{ key: string; isExpert: boolean; body: string } | null>(null)
  const [cannotBlocks, setCannotBlocks] = useState(false)
  const mode = switched?.key === formKey ? switched : { isExpert: parseTemplateBlocks(draft.body) === null, body: draft.body }
  const blocks = mode.isExpert ? null : parseTemplateBlocks(mode.body)
  const currentBody = () => (formRef.current ? String(new FormData(formRef.current).get('body') ?? '') : mode.body)
  const switchMode = () => {
    const body = currentBody()
    if (mode.isExpert && parseTemplateBlocks(body) === null) {
      setCannotBlocks(true)
      return
    }
    setCannotBlocks(false)
    setSwitched({ key: formKey, isExpert: !mode.isExpert, body })
  }
  return (
    <AdminPage title={`${name} (${template.locale.toUpperCase()})`} actions={<Link to="/admin/templates">{t('templates.back')}</Link>}>
      <OutcomeNotice outcome={outcome} />
      <p>
        {template.customised ? t('templates.customised') : t('templates.default')} · {t('templates.variables')}:{' '}
        <code>{template.variables.map((variable) => `{{${variable}}}`).join(' ')}</code>
      </p>
      <section className="admin-card">
        <Form
          ref={formRef}
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
          <div className="template-editor__mode">
            <button type="button" className="button button--secondary" onClick={switchMode}>
              {t(mode.isExpert ? 'templates.mode.blocks' : 'templates.mode.expert')}
            </button>
            {cannotBlocks ? <p role="status">{t('templates.mode.cannotBlocks')}</p> : null}
          </div>
          {blocks ? (
            <TemplateBlocksEditor initial={blocks} />
          ) : (
            <label className="field">
              <span className="field__label">{t('templates.body')}</span>
              <textarea ref={bodyField} className="field__input template-editor__body" name="body" required maxLength={50000} rows={14} defaultValue={mode.body} />
            </label>
          )}
          <TemplateVariablePicker variables={template.variables} getField={() => (lastField.current?.isConnected ? lastField.current : bodyField.current)} />
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
