import { lazy, Suspense, useState } from 'react'
import type { MediaView } from '#common/media/sizes'
import { MediaLibrary } from '~/features/cms/editor/media-library'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import type { PostTermOption } from './post-editor-api'

// TipTap is its own chunk inside the editor's (ADR 012): fetched on the first body edit.
const RichTextEditor = lazy(() => import('~/features/cms/editor/rich-text-editor'))

/** The post's body: its rich text as visitors see it, edited in place with TipTap. */
export function BodyField({ id, html, onChange }: { id: string; html: string; onChange: (html: string) => void }) {
  const t = useEditorT()
  const [isEditing, setIsEditing] = useState(false)
  const label = t('postEdit.body')
  return (
    <div className="editor-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="catalog-editor__label">
        {label}
      </span>
      {isEditing ? (
        <div className="catalog-editor__rich">
          <Suspense fallback={<p role="status">{t('catalogEdit.loading')}</p>}>
            <RichTextEditor
              initialHtml={html}
              label={label}
              onDone={(next) => {
                setIsEditing(false)
                onChange(next === '<p></p>' ? '' : next)
              }}
              onCancel={() => setIsEditing(false)}
            />
          </Suspense>
        </div>
      ) : (
        <>
          {html ? (
            // A long body scrolls inside its preview: keyboard users reach it as a labelled region.
            <div className="prose catalog-editor__description" role="region" aria-label={label} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="editor-field__note">{t('postEdit.noBody')}</p>
          )}
          <button type="button" className="button button--ghost button--small catalog-editor__inline-button" onClick={() => setIsEditing(true)}>
            {t('postEdit.editBody')}
          </button>
        </>
      )}
    </div>
  )
}

/** The cover image, chosen from the media library. */
export function CoverField({ cover, onChange }: { cover: MediaView | null; onChange: (cover: MediaView | null) => void }) {
  const t = useEditorT()
  const [isPicking, setIsPicking] = useState(false)
  return (
    <fieldset className="editor-fieldset">
      <legend>{t('postEdit.cover')}</legend>
      <div className="post-editor__cover">
        {cover ? (
          <img src={cover.variants.w480?.webp ?? cover.variants.thumbnail?.webp ?? cover.src} alt={t('postEdit.coverAlt')} width={160} height={90} />
        ) : (
          <p className="editor-field__note">{t('postEdit.noCover')}</p>
        )}
        <div className="catalog-images__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => setIsPicking(true)}>
            {t('postEdit.chooseCover')}
          </button>
          {cover ? (
            <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
              {t('postEdit.removeCover')}
            </button>
          ) : null}
        </div>
      </div>
      <MediaLibrary
        isOpen={isPicking}
        isPicking
        onClose={() => setIsPicking(false)}
        onPick={(media) => {
          setIsPicking(false)
          onChange(media)
        }}
      />
    </fieldset>
  )
}

/** Categories and tags of the post's language as checkboxes (subcategories indented). */
export function TermsField({ terms, selected, onChange }: { terms: PostTermOption[] | null; selected: string[]; onChange: (slugs: string[]) => void }) {
  const t = useEditorT()
  const group = (type: PostTermOption['type'], legend: string) => {
    const options = (terms ?? []).filter((term) => term.type === type)
    const ordered = type === 'postTag' ? options : [...options.filter((term) => term.parentId === null).flatMap((parent) => [parent, ...options.filter((term) => term.parentId === parent.id)])]
    const orphans = options.filter((term) => !ordered.includes(term))
    return (
      <fieldset className="editor-fieldset catalog-categories">
        <legend>{legend}</legend>
        {!terms ? <p role="status">{t('catalogEdit.loading')}</p> : null}
        {terms && options.length === 0 ? <p className="editor-field__note">{t('postEdit.noTerms')}</p> : null}
        <ul className="catalog-categories__list post-editor__terms">
          {[...ordered, ...orphans].map((term) => (
            <li key={term.id} style={term.parentId !== null && type === 'postCategory' ? { paddingInlineStart: '20px' } : undefined}>
              <label className="editor-field editor-field--check">
                <input
                  type="checkbox"
                  checked={selected.includes(term.slug)}
                  onChange={(event) => onChange(event.target.checked ? [...selected, term.slug] : selected.filter((slug) => slug !== term.slug))}
                />
                <span>{type === 'postTag' ? `#${term.title}` : term.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    )
  }
  return (
    <div className="editor-form__columns">
      {group('postCategory', t('postEdit.categories'))}
      {group('postTag', t('postEdit.tags'))}
    </div>
  )
}
