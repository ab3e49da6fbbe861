import { useCallback, useEffect, useId, useState } from 'react'
import { KPD_CODE_PATTERN } from '#common/catalog/kpd-code'
import type { EditableCategory } from '#common/catalog/product-edit'
import { locales, type Locale } from '#common/i18n/locales'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { EditorIcon } from '~/features/cms/editor/editor-icons'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale, useT } from '~/lib/site-shell'
import { catalogCalls } from './catalog-editor-api'
import { categoryName, flattenTree, subtreeIds, type CategoryNode } from './category-tree'

/** §2 product-categories: the category tree; rename in every language, add, reorder, move under another parent. */
export function CategoriesDialog({ isOpen, onClose, onChanged }: { isOpen: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('catalogEdit.categories')} className="editor-dialog editor-dialog--wide">
      {isOpen ? <CategoryTree onChanged={onChanged} /> : null}
    </Dialog>
  )
}

type Names = EditableCategory['names'] & { hr: string }

function CategoryTree({ onChanged }: { onChanged: () => void }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const [categories, setCategories] = useState<EditableCategory[] | null>(null)
  const [editing, setEditing] = useState<number | 'new' | null>(null)

  const load = useCallback(
    () =>
      catalogCalls.listCategories().then(
        (list) => setCategories(list.records),
        (error: Error) => toast.error(t('editor.failed', { message: error.message })),
      ),
    [t, toast],
  )
  useEffect(() => {
    void load()
  }, [load])

  const run = async (write: () => Promise<EditableCategory>, message: 'catalogEdit.categorySaved' | 'catalogEdit.categoryCreated') => {
    try {
      const saved = await write()
      toast.success(t(message, { name: categoryName(saved, locale) }))
      setEditing(null)
      await load()
      onChanged()
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }

  if (!categories) return <p role="status">{t('catalogEdit.loading')}</p>
  const nodes = flattenTree(categories)
  const names = (category: EditableCategory): Names => ({
    ...category.names,
    hr: category.names.hr ?? '',
  })
  const move = (node: CategoryNode, by: -1 | 1) =>
    run(
      () =>
        catalogCalls.updateCategory(node.category.id, {
          names: names(node.category),
          parentId: node.category.parentId,
          position: node.index + by,
        }),
      'catalogEdit.categorySaved',
    )

  return (
    <div className="catalog-editor">
      {nodes.length === 0 ? <p>{t('catalogEdit.noCategories')}</p> : null}
      <ul className="catalog-tree">
        {nodes.map((node) => {
          const name = categoryName(node.category, locale)
          return (
            <li key={node.category.id} className="catalog-tree__item" style={{ marginInlineStart: `${node.depth * 24}px` }}>
              <div className="catalog-tree__row">
                <span className="catalog-tree__name">{name}</span>
                <button
                  type="button"
                  className="editor-button editor-button--icon"
                  aria-label={t('catalogEdit.moveCategoryUp', { name })}
                  title={t('editor.moveUp')}
                  disabled={node.index === 0}
                  onClick={() => void move(node, -1)}
                >
                  <EditorIcon name="up" />
                </button>
                <button
                  type="button"
                  className="editor-button editor-button--icon"
                  aria-label={t('catalogEdit.moveCategoryDown', { name })}
                  title={t('editor.moveDown')}
                  disabled={node.index === node.siblings - 1}
                  onClick={() => void move(node, 1)}
                >
                  <EditorIcon name="down" />
                </button>
                <button
                  type="button"
                  className="editor-button editor-button--icon"
                  aria-label={t('catalogEdit.editCategory', { name })}
                  title={t('catalogEdit.editCategory', { name })}
                  aria-expanded={editing === node.category.id}
                  onClick={() => setEditing(editing === node.category.id ? null : node.category.id)}
                >
                  <EditorIcon name="edit" />
                </button>
              </div>
              {editing === node.category.id ? (
                <CategoryForm
                  categories={categories}
                  category={node.category}
                  submitLabel={t('catalogEdit.saveCategory')}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) =>
                    run(
                      () =>
                        catalogCalls.updateCategory(node.category.id, {
                          ...input,
                          // Moved under another parent: last among its new siblings.
                          position: input.parentId === node.category.parentId ? node.index : categories.filter((c) => c.parentId === input.parentId).length,
                        }),
                      'catalogEdit.categorySaved',
                    )
                  }
                />
              ) : null}
            </li>
          )
        })}
      </ul>
      {editing === 'new' ? (
        <CategoryForm
          categories={categories}
          category={null}
          submitLabel={t('catalogEdit.createCategory')}
          onCancel={() => setEditing(null)}
          onSubmit={(input) => run(() => catalogCalls.createCategory(input), 'catalogEdit.categoryCreated')}
        />
      ) : (
        <div className="editor-dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
            + {t('catalogEdit.addCategory')}
          </button>
        </div>
      )}
    </div>
  )
}

interface CategoryFormProps {
  categories: EditableCategory[]
  category: EditableCategory | null
  submitLabel: string
  onCancel: () => void
  onSubmit: (input: { names: Names; parentId: number | null; kpdCode: string | null }) => Promise<void>
}

/** Names in every language and the parent; a category cannot move under itself or its subtree. */
function CategoryForm({ categories, category, submitLabel, onCancel, onSubmit }: CategoryFormProps) {
  const t = useEditorT()
  const siteT = useT()
  const locale = useLocale()
  const id = useId()
  const [names, setNames] = useState<Record<Locale, string>>(
    () => Object.fromEntries(locales.map((l) => [l, category?.names[l] ?? ''])) as Record<Locale, string>,
  )
  const [parentId, setParentId] = useState<number | null>(category?.parentId ?? null)
  const [kpdCode, setKpdCode] = useState(category?.kpdCode ?? '')
  const [error, setError] = useState<string | null>(null)
  const [kpdError, setKpdError] = useState<string | null>(null)
  const excluded = category ? subtreeIds(categories, category.id) : new Set<number>()
  return (
    <form
      className="editor-form catalog-tree__form"
      aria-label={
        category
          ? t('catalogEdit.editCategory', {
              name: categoryName(category, locale),
            })
          : t('catalogEdit.newCategory')
      }
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const code = kpdCode.trim() || null
        const isKpdValid = !code || KPD_CODE_PATTERN.test(code)
        setError(names.hr.trim() ? null : siteT('validation.required'))
        setKpdError(isKpdValid ? null : t('catalogEdit.invalidKpd'))
        if (!names.hr.trim() || !isKpdValid) return
        const filled = Object.fromEntries(locales.flatMap((l) => (names[l].trim() ? [[l, names[l].trim()]] : []))) as Names
        void onSubmit({ names: filled, parentId, kpdCode: code })
      }}
    >
      <div className="editor-form__columns">
        {locales.map((l) => (
          <div key={l} className="editor-field">
            <label htmlFor={`${id}-${l}`}>
              {t('catalogEdit.categoryName', {
                language: t(`catalogEdit.lang.${l}`),
              })}
            </label>
            <input
              id={`${id}-${l}`}
              type="text"
              value={names[l]}
              aria-invalid={l === 'hr' && error ? true : undefined}
              aria-describedby={l === 'hr' && error ? `${id}-error` : undefined}
              onChange={(event) => setNames({ ...names, [l]: event.target.value })}
            />
            {l === 'hr' && error ? (
              <p id={`${id}-error`} className="editor-field__error">
                {error}
              </p>
            ) : null}
          </div>
        ))}
        <div className="editor-field">
          <label htmlFor={`${id}-parent`}>{t('catalogEdit.parent')}</label>
          <select id={`${id}-parent`} value={parentId ?? ''} onChange={(event) => setParentId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('catalogEdit.noParent')}</option>
            {flattenTree(categories)
              .filter((node) => !excluded.has(node.category.id))
              .map((node) => (
                <option key={node.category.id} value={node.category.id}>
                  {'\u00a0\u00a0'.repeat(node.depth) + categoryName(node.category, locale)}
                </option>
              ))}
          </select>
        </div>
        <div className="editor-field">
          <label htmlFor={`${id}-kpd`}>{t('catalogEdit.kpdCode')}</label>
          <input
            id={`${id}-kpd`}
            type="text"
            inputMode="decimal"
            placeholder="31.00.12"
            value={kpdCode}
            aria-invalid={kpdError ? true : undefined}
            aria-describedby={kpdError ? `${id}-kpd-note ${id}-kpd-error` : `${id}-kpd-note`}
            onChange={(event) => setKpdCode(event.target.value)}
          />
          <p id={`${id}-kpd-note`} className="editor-field__note">
            {t('catalogEdit.categoryKpdNote')}
          </p>
          {kpdError ? (
            <p id={`${id}-kpd-error`} className="editor-field__error">
              {kpdError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
