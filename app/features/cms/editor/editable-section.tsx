import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { SectionData } from '#common/cms/section'
import { isSectionHandler, sectionDefinitions } from '#common/cms/sections'
import type { MediaView } from '#common/media/sizes'
import { SectionView } from '../page-sections'
import { bindSectionFields, type BoundField } from './dom-binding'
import { collectSectionFields, fieldLabel } from './section-fields'
import { EditorIcon, type EditorIconName } from './editor-icons'
import { useEditorT } from './use-editor-t'

export type SectionCommand = 'up' | 'down' | 'duplicate' | 'hideDesktop' | 'hidePhone' | 'settings' | 'content' | 'saveMaster' | 'delete' | 'addAfter'

interface EditableSectionProps {
  section: SectionData
  index: number
  count: number
  renderKey: number
  media: Record<number, MediaView>
  /** A field to focus once the section has re-rendered (keyboard editing keeps its place). */
  focusPath: string | null
  onCommand: (command: SectionCommand) => void
  onEditField: (bound: BoundField) => void
}

export function sectionTitle(section: SectionData): string {
  return section.meta.label ?? (isSectionHandler(section.handler) ? sectionDefinitions[section.handler].title : section.handler)
}

/**
 * One section in edit mode: its outline and controls, and its texts and images made editable
 * where they are shown. Clicks on links inside are held back, so editing never navigates away.
 */
export function EditableSection({ section, index, count, renderKey, media, focusPath, onCommand, onEditField }: EditableSectionProps) {
  const t = useEditorT()
  const contentRef = useRef<HTMLDivElement>(null)
  const boundRef = useRef<BoundField[]>([])
  const sortable = useSortable({ id: section.id })
  const title = sectionTitle(section)
  const isHiddenDesktop = section.options.isHidden === true
  const isHiddenPhone = section.mobileOptions.isHidden === true

  useLayoutEffect(() => {
    const root = contentRef.current
    if (!root) return
    const bound = bindSectionFields(root, collectSectionFields(section.handler, section.parts), media)
    boundRef.current = bound
    for (const { kind, field, element } of bound) {
      element.tabIndex = 0
      element.dataset.editable = kind
      const label =
        kind === 'text'
          ? t('editor.editField', { field: fieldLabel(field.path, t) })
          : kind === 'image'
            ? t('editor.editImage', { field: fieldLabel(field.path, t) })
            : t('icon.change', { field: fieldLabel(field.path, t), icon: t(`icon.name.${field.value}`) })
      element.setAttribute('title', label)
      // An icon is drawn hidden from screen readers; in edit mode it is a button that names itself.
      if (kind === 'icon') {
        element.removeAttribute('aria-hidden')
        element.setAttribute('role', 'button')
        element.setAttribute('aria-label', label)
      }
    }
    if (focusPath !== null) bound.find((candidate) => candidate.field.path.join('.') === focusPath)?.element.focus()
  }, [section, renderKey, media, t, focusPath])

  const boundFor = (target: EventTarget | null) =>
    target instanceof Node ? boundRef.current.find((bound) => bound.element === target || bound.element.contains(target)) : undefined

  const onClickCapture = (event: MouseEvent) => {
    const target = event.target as HTMLElement
    if (target.closest('[data-editor-chrome]') || target.isContentEditable) return
    if (target.closest('a')) event.preventDefault()
    const bound = boundFor(target)
    if (!bound) return
    event.preventDefault()
    event.stopPropagation()
    onEditField(bound)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'Enter' && event.key !== 'F2' && event.key !== ' ') || (event.target as HTMLElement).isContentEditable) return
    const bound = boundRef.current.find((candidate) => candidate.element === event.target)
    if (!bound || (event.key === ' ' && bound.kind !== 'icon')) return
    event.preventDefault()
    onEditField(bound)
  }

  const button = (command: SectionCommand, label: string, icon: EditorIconName, extra: { disabled?: boolean; pressed?: boolean } = {}) => (
    <button
      type="button"
      className="editor-button editor-button--icon"
      aria-label={label}
      title={label}
      disabled={extra.disabled}
      aria-pressed={extra.pressed === undefined ? undefined : extra.pressed ? 'true' : 'false'}
      onClick={() => onCommand(command)}
    >
      <EditorIcon name={icon} />
    </button>
  )

  return (
    <div
      ref={sortable.setNodeRef}
      className={`editable-section${isHiddenDesktop ? ' editable-section--hidden-desktop' : ''}${isHiddenPhone ? ' editable-section--hidden-phone' : ''}${sortable.isDragging ? ' editable-section--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-section-id={section.id}
    >
      <div className="editable-section__bar" role="group" aria-label={t('editor.section', { index: index + 1, title })} data-editor-chrome>
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="editor-button editor-button--icon editable-section__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('editor.dragHandle', { title })}
        >
          <EditorIcon name="grip" />
        </button>
        <span className="editable-section__label">
          {index + 1}. {title}
          {isHiddenDesktop ? ` (${t('editor.sectionHiddenDesktop')})` : ''}
          {isHiddenPhone ? ` (${t('editor.sectionHiddenPhone')})` : ''}
          {section.meta.masterId ? ` (${t('master.badge')})` : ''}
        </span>
        {button('up', t('editor.moveUp'), 'up', { disabled: index === 0 })}
        {button('down', t('editor.moveDown'), 'down', { disabled: index === count - 1 })}
        {button('duplicate', t('editor.duplicate'), 'duplicate')}
        {button('hideDesktop', t('editor.hideDesktop'), 'desktop', { pressed: isHiddenDesktop })}
        {button('hidePhone', t('editor.hidePhone'), 'phone', { pressed: isHiddenPhone })}
        {button('content', t('editor.content'), 'edit')}
        {button('settings', t('editor.settings'), 'settings')}
        {button('saveMaster', section.meta.masterId ? t('master.note') : t('master.save'), 'master', { disabled: Boolean(section.meta.masterId) })}
        {button('delete', t('editor.delete'), 'trash')}
        {button('addAfter', t('editor.addSectionHere'), 'plus')}
      </div>
      <div ref={contentRef} className="editable-section__content" onClickCapture={onClickCapture} onKeyDown={onKeyDown}>
        <SectionView key={renderKey} section={section} isFirst={index === 0} />
      </div>
    </div>
  )
}
