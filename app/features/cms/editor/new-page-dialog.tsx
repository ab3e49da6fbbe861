import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { newPageSchema } from '#common/cms/new-page'
import { localePrefix, locales, type Locale } from '#common/i18n/locales'
import { slugify } from '#common/text/slug'
import { fieldErrors } from '#common/validation/messages'
import { Dialog } from '~/components/ui/dialog'
import { useLocale } from '~/lib/site-shell'
import { editorRequest, type EditablePage, type EditorRequestError } from './editor-api'
import { useEditorT } from './use-editor-t'

/**
 * §2 new-page: title, slug (§5 rules, checked here and again on the server, which also knows
 * whether it is taken), language, and optionally the page it translates. Opens the new page in
 * edit mode.
 */
export function NewPageDialog({ isOpen, currentPageId, currentPageTitle, onClose }: { isOpen: boolean; currentPageId: number; currentPageTitle: string; onClose: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('editor.newPage')} className="editor-dialog">
      {isOpen ? <NewPageForm currentPageId={currentPageId} currentPageTitle={currentPageTitle} /> : null}
    </Dialog>
  )
}

function NewPageForm({ currentPageId, currentPageTitle }: { currentPageId: number; currentPageTitle: string }) {
  const t = useEditorT()
  const locale = useLocale()
  const navigate = useNavigate()
  const [title, setTitle] = useState('')
  const [slug, setSlug] = useState('')
  const [isSlugEdited, setSlugEdited] = useState(false)
  const [language, setLanguage] = useState<Locale>(locale)
  const [isTranslation, setTranslation] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setBusy] = useState(false)
  const submit = async () => {
    const parsed = newPageSchema.safeParse({ title, slug, language, translationOf: isTranslation ? currentPageId : null })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, locale))
    setBusy(true)
    try {
      const created = await editorRequest<{ page: EditablePage }>('POST', '/api/v1/cms/page/create', parsed.data)
      navigate(`${localePrefix(created.page.locale as Locale)}/${created.page.slug}?editPage=true`)
    } catch (error) {
      const failure = error as EditorRequestError
      setErrors(failure.fields && Object.keys(failure.fields).length > 0 ? failure.fields : failure.code === 'SLUG_TAKEN' ? { slug: failure.message } : { _: failure.message })
    } finally {
      setBusy(false)
    }
  }
  const field = (id: string, label: string, input: ReactNode) => (
    <div className="editor-field">
      <label htmlFor={`new-page-${id}`}>{label}</label>
      {input}
      {errors[id] ? (
        <p id={`new-page-${id}-error`} className="editor-field__error">
          {errors[id]}
        </p>
      ) : null}
    </div>
  )
  const described = (id: string) => (errors[id] ? { 'aria-invalid': true, 'aria-describedby': `new-page-${id}-error` } : {})
  return (
    <form
      className="editor-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {field(
        'title',
        t('editor.pageTitle'),
        <input
          id="new-page-title"
          type="text"
          required
          value={title}
          {...described('title')}
          onChange={(event) => {
            setTitle(event.target.value)
            if (!isSlugEdited) setSlug(slugify(event.target.value, { locale: language }))
          }}
        />,
      )}
      {field(
        'slug',
        t('editor.slug'),
        <input
          id="new-page-slug"
          type="text"
          required
          value={slug}
          {...described('slug')}
          onChange={(event) => {
            setSlug(event.target.value)
            setSlugEdited(true)
          }}
        />,
      )}
      {field(
        'language',
        t('editor.language'),
        <select id="new-page-language" value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
          {locales.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>,
      )}
      <div className="editor-field editor-field--check">
        <input id="new-page-translation" type="checkbox" checked={isTranslation} onChange={(event) => setTranslation(event.target.checked)} />
        <label htmlFor="new-page-translation">{t('editor.translationOf')}: {currentPageTitle}</label>
      </div>
      {errors._ ? <p className="editor-field__error">{errors._}</p> : null}
      <div className="editor-dialog__actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t('editor.create')}
        </button>
      </div>
    </form>
  )
}
