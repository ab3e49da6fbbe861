import { useEffect, useId, useState, type ReactNode } from 'react'
import { postFormSchema, type EditablePost } from '#common/blog/post-edit'
import { isoDayInSiteZone, startOfSiteDay } from '#common/i18n/dates'
import { isLocale } from '#common/i18n/locales'
import type { MediaView } from '#common/media/sizes'
import { slugify } from '#common/text/slug'
import { fieldErrors } from '#common/validation/messages'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { ConfirmDialog } from '~/features/cms/editor/confirm-dialog'
import { EditorRequestError } from '~/features/cms/editor/editor-api'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale } from '~/lib/site-shell'
import { postCalls, type PostTermOption, type PostTypeOption } from './post-editor-api'
import { BodyField, CoverField, TermsField } from './post-editor-fields'

export type PostTarget = number | 'new' | null

interface PostEditorDialogProps {
  post: PostTarget
  onClose: () => void
  /** After a save or delete; `deletedSlug` when the post is gone. */
  onSaved: (change: { slug: string; deletedSlug?: string }) => void
}

/** The post editor of edit mode: texts, body, cover, terms, type, status and date; save or delete. */
export function PostEditorDialog({ post, onClose, onSaved }: PostEditorDialogProps) {
  const t = useEditorT()
  return (
    <Dialog isOpen={post !== null} onClose={onClose} title={post === 'new' ? t('postEdit.newPost') : t('postEdit.editPost')} className="editor-dialog editor-dialog--wide">
      {post !== null ? <PostEditor key={post} target={post} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  )
}

interface FormState {
  title: string
  slug: string
  excerpt: string
  author: string
  body: string
  cover: MediaView | null
  termSlugs: string[]
  postTypeSlug: string
  status: 'draft' | 'published'
  publishedAt: string
}

const emptyForm: FormState = { title: '', slug: '', excerpt: '', author: '', body: '', cover: null, termSlugs: [], postTypeSlug: '', status: 'draft', publishedAt: '' }

function toForm(post: EditablePost): FormState {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    body: post.body,
    cover: post.cover,
    termSlugs: post.termSlugs,
    postTypeSlug: post.postTypeSlug ?? '',
    status: post.status,
    publishedAt: post.publishedAt ? isoDayInSiteZone(post.publishedAt) : '',
  }
}

function PostEditor({ target, onCancel, onSaved }: { target: number | 'new'; onCancel: () => void; onSaved: PostEditorDialogProps['onSaved'] }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const id = useId()
  const [loaded, setLoaded] = useState<EditablePost | null>(null)
  const [form, setForm] = useState<FormState | null>(target === 'new' ? emptyForm : null)
  const [isSlugEdited, setSlugEdited] = useState(target !== 'new')
  const [types, setTypes] = useState<PostTypeOption[]>([])
  const [terms, setTerms] = useState<PostTermOption[] | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setBusy] = useState(false)
  const [isConfirming, setConfirming] = useState(false)
  const language = loaded && isLocale(loaded.locale) ? loaded.locale : locale

  useEffect(() => {
    const failed = (error: Error) => toast.error(t('editor.failed', { message: error.message }))
    if (target !== 'new') {
      postCalls.getPost(target).then((post) => {
        setLoaded(post)
        setForm(toForm(post))
      }, failed)
    }
  }, [target, t, toast])

  useEffect(() => {
    const failed = (error: Error) => toast.error(t('editor.failed', { message: error.message }))
    postCalls.listPostTypes(language).then((list) => setTypes(list.records), failed)
    postCalls.listTerms(language).then((list) => setTerms(list.records), failed)
  }, [language, t, toast])

  if (!form) return <p role="status">{t('catalogEdit.loading')}</p>
  const set = (change: Partial<FormState>) => setForm({ ...form, ...change })

  const publishedAtIso = () => {
    if (!form.publishedAt) return null
    if (loaded?.publishedAt && isoDayInSiteZone(loaded.publishedAt) === form.publishedAt) return loaded.publishedAt
    // Today keeps the moment of the save, so the post shows at once; another day starts at midnight in Zagreb.
    if (form.publishedAt === isoDayInSiteZone(new Date().toISOString())) return new Date().toISOString()
    return startOfSiteDay(form.publishedAt).toISOString()
  }

  const save = async () => {
    const parsed = postFormSchema.safeParse(form)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, locale))
      toast.error(t('postEdit.fixErrors'))
      return
    }
    setErrors({})
    setBusy(true)
    // The date goes as an ISO moment (publishedAtIso), never as the form's day.
    const { publishedAt: _day, ...texts } = parsed.data
    const fields = {
      ...texts,
      body: form.body,
      termSlugs: form.termSlugs,
      status: form.status,
    }
    try {
      if (target === 'new' || !loaded) {
        const publishedAt = publishedAtIso()
        const created = await postCalls.createPost({
          ...fields,
          locale: language,
          ...(form.postTypeSlug ? { postTypeSlug: form.postTypeSlug } : {}),
          ...(form.cover ? { coverMediaId: form.cover.id } : {}),
          ...(publishedAt ? { publishedAt } : {}),
        })
        toast.success(t('postEdit.created', { title: created.title }))
        onSaved({ slug: created.slug })
      } else {
        const saved = await postCalls.updatePost(loaded.id, {
          ...fields,
          postTypeSlug: form.postTypeSlug || null,
          coverMediaId: form.cover?.id ?? null,
          publishedAt: publishedAtIso(),
          version: loaded.version,
        })
        toast.success(t('postEdit.saved', { title: saved.title }))
        onSaved({ slug: saved.slug })
      }
    } catch (error) {
      const failure = error as EditorRequestError
      if (failure instanceof EditorRequestError && failure.code === 'SLUG_TAKEN') setErrors({ slug: failure.message })
      const details = failure instanceof EditorRequestError && Object.keys(failure.fields).length ? `: ${Object.values(failure.fields).join('; ')}` : ''
      toast.error(t('editor.failed', { message: failure.message + details }))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!loaded) return
    setConfirming(false)
    setBusy(true)
    try {
      await postCalls.deletePost(loaded.id)
      toast.success(t('postEdit.deleted', { title: loaded.title }))
      onSaved({ slug: loaded.slug, deletedSlug: loaded.slug })
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }

  const described = (key: string, hasNote = false) =>
    [hasNote ? `${id}-${key}-note` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined
  const field = (key: string, label: string, input: ReactNode, note?: string) => (
    <div className="editor-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {input}
      {note ? (
        <p id={`${id}-${key}-note`} className="editor-field__note">
          {note}
        </p>
      ) : null}
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="editor-field__error">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const text = (key: 'title' | 'slug' | 'author', onChange: (value: string) => void, hasNote = false) => (
    <input
      id={`${id}-${key}`}
      type="text"
      value={form[key]}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={described(key, hasNote)}
      onChange={(event) => onChange(event.target.value)}
    />
  )

  return (
    <form
      className="editor-form catalog-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {field('title', t('postEdit.title'), text('title', (title) => set({ title, ...(isSlugEdited ? {} : { slug: slugify(title, { locale: language }) }) })))}
      {field(
        'slug',
        t('postEdit.slug'),
        text(
          'slug',
          (slug) => {
            set({ slug })
            setSlugEdited(true)
          },
          true,
        ),
        t('postEdit.slugNote'),
      )}
      {field(
        'excerpt',
        t('postEdit.excerpt'),
        <textarea id={`${id}-excerpt`} rows={3} value={form.excerpt} aria-invalid={errors.excerpt ? true : undefined} aria-describedby={described('excerpt')} onChange={(event) => set({ excerpt: event.target.value })} />,
      )}
      <BodyField id={`${id}-body`} html={form.body} onChange={(body) => set({ body })} />
      <CoverField cover={form.cover} onChange={(cover) => set({ cover })} />
      <TermsField terms={terms} selected={form.termSlugs} onChange={(termSlugs) => set({ termSlugs })} />
      <fieldset className="editor-fieldset">
        <legend>{t('postEdit.publication')}</legend>
        <div className="editor-form__columns">
          {field(
            'postTypeSlug',
            t('postEdit.type'),
            <select id={`${id}-postTypeSlug`} value={form.postTypeSlug} onChange={(event) => set({ postTypeSlug: event.target.value })}>
              <option value="">{t('postEdit.noType')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.slug}>
                  {type.title}
                </option>
              ))}
            </select>,
          )}
          {field('author', t('postEdit.author'), text('author', (author) => set({ author })))}
          {field(
            'publishedAt',
            t('postEdit.publishedAt'),
            <input
              id={`${id}-publishedAt`}
              type="date"
              value={form.publishedAt}
              aria-invalid={errors.publishedAt ? true : undefined}
              aria-describedby={described('publishedAt', true)}
              onChange={(event) => set({ publishedAt: event.target.value })}
            />,
            t('postEdit.publishedAtNote'),
          )}
        </div>
        <fieldset className="editor-fieldset post-editor__status">
          <legend>{t('postEdit.status')}</legend>
          {(['draft', 'published'] as const).map((status) => (
            <label key={status} className="editor-field editor-field--check">
              <input type="radio" name={`${id}-status`} value={status} checked={form.status === status} onChange={() => set({ status })} />
              <span>{t(status === 'draft' ? 'postEdit.statusDraft' : 'postEdit.statusPublished')}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="editor-dialog__actions">
        {loaded ? (
          <button type="button" className="button button--ghost post-editor__delete" disabled={isBusy} onClick={() => setConfirming(true)}>
            {t('postEdit.delete')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t('postEdit.saving') : t('postEdit.save')}
        </button>
      </div>
      <ConfirmDialog question={isConfirming && loaded ? t('postEdit.deleteQuestion', { title: loaded.title }) : null} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </form>
  )
}
