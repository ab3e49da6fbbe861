import { lazy, Suspense, useEffect, useState } from 'react'
import type { EditableCategory } from '#common/catalog/product-edit'
import type { MediaView } from '#common/media/sizes'
import { useToast } from '~/components/ui/toast'
import { MediaLibrary } from '~/features/cms/editor/media-library'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale } from '~/lib/site-shell'
import { catalogCalls } from './catalog-editor-api'
import { categoryName, flattenTree } from './category-tree'

// TipTap is its own chunk inside the editor's (ADR 012): fetched on the first description edit.
const RichTextEditor = lazy(() => import('~/features/cms/editor/rich-text-editor'))

/** The description of one language: its rich text as visitors see it, edited in place with TipTap. */
export function DescriptionField({ id, label, html, onChange }: { id: string; label: string; html: string; onChange: (html: string) => void }) {
  const t = useEditorT()
  const [isEditing, setIsEditing] = useState(false)
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
            <div className="prose catalog-editor__description" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="editor-field__note">{t('catalogEdit.noDescription')}</p>
          )}
          <button type="button" className="button button--ghost button--small catalog-editor__inline-button" onClick={() => setIsEditing(true)}>
            {t('catalogEdit.editDescription')}
          </button>
        </>
      )}
    </div>
  )
}

/** The product's images in order (the first is the main one), chosen from the media library. */
export function ImagesField({ images, onChange }: { images: MediaView[]; onChange: (images: MediaView[]) => void }) {
  const t = useEditorT()
  const [isPicking, setIsPicking] = useState(false)
  return (
    <fieldset className="editor-fieldset">
      <legend>{t('catalogEdit.images')}</legend>
      {images.length === 0 ? <p className="editor-field__note">{t('catalogEdit.noImages')}</p> : null}
      <ul className="catalog-images">
        {images.map((image, index) => {
          const position = index + 1
          return (
            <li key={image.id} className="catalog-images__item">
              <img
                src={image.variants.thumbnail?.webp ?? image.variants.w480?.webp ?? image.src}
                alt={t('catalogEdit.imageAlt', { position })}
                width={72}
                height={72}
              />
              <div className="catalog-images__actions">
                {index > 0 ? (
                  <button type="button" className="button button--ghost button--small" onClick={() => onChange([image, ...images.filter((other) => other.id !== image.id)])}>
                    {t('catalogEdit.firstImage', { position })}
                  </button>
                ) : null}
                <button type="button" className="button button--ghost button--small" onClick={() => onChange(images.filter((other) => other.id !== image.id))}>
                  {t('catalogEdit.removeImage', { position })}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <div>
        <button type="button" className="button button--secondary button--small" onClick={() => setIsPicking(true)}>
          + {t('catalogEdit.addImage')}
        </button>
      </div>
      <MediaLibrary
        isOpen={isPicking}
        isPicking
        onClose={() => setIsPicking(false)}
        onPick={(media) => {
          setIsPicking(false)
          if (!images.some((image) => image.id === media.id)) onChange([...images, media])
        }}
      />
    </fieldset>
  )
}

/** The categories the product is in, as checkboxes in the category tree. */
export function CategoriesField({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const [categories, setCategories] = useState<EditableCategory[] | null>(null)
  useEffect(() => {
    catalogCalls.listCategories().then(
      (list) => setCategories(list.records),
      (error: Error) => toast.error(t('editor.failed', { message: error.message })),
    )
  }, [t, toast])
  return (
    <fieldset className="editor-fieldset catalog-categories">
      <legend>{t('catalogEdit.categories')}</legend>
      {!categories ? <p role="status">{t('catalogEdit.loading')}</p> : null}
      {categories?.length === 0 ? <p className="editor-field__note">{t('catalogEdit.noCategories')}</p> : null}
      <ul className="catalog-categories__list">
        {flattenTree(categories ?? []).map((node) => (
          <li key={node.category.id} style={{ paddingInlineStart: `${node.depth * 20}px` }}>
            <label className="editor-field editor-field--check">
              <input
                type="checkbox"
                checked={selected.includes(node.category.id)}
                onChange={(event) => onChange(event.target.checked ? [...selected, node.category.id] : selected.filter((id) => id !== node.category.id))}
              />
              <span>{categoryName(node.category, locale)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
