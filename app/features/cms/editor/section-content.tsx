import { useState } from 'react'
import type { SectionData } from '#common/cms/section'
import type { IconName } from '#common/cms/sections/icon-names'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '../icons'
import { setAtPath, type PartPath } from './editor-state'
import { IconListDialog } from './icon-list-dialog'
import type { LinkTarget } from '#common/cms/link'
import { LinkPicker } from './link-picker'
import { collectSectionFields, fieldLabel } from './section-fields'
import { useEditorT } from './use-editor-t'

/**
 * Every text of a section as a form, including optional ones that are empty and so have nothing
 * on the page to click. Rich text stays HTML here; in place it gets the formatting toolbar.
 */
export function SectionContent({ section, onClose, onApply }: { section: SectionData | null; onClose: () => void; onApply: (section: SectionData) => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={section !== null} onClose={onClose} title={t('editor.content')} className="editor-dialog">
      {section ? <ContentForm key={section.id} section={section} onApply={onApply} /> : null}
    </Dialog>
  )
}

function ContentForm({ section, onApply }: { section: SectionData; onApply: (section: SectionData) => void }) {
  const t = useEditorT()
  const [parts, setParts] = useState(section.parts)
  const [iconPath, setIconPath] = useState<PartPath | null>(null)
  const { texts: fields, links, icons } = collectSectionFields(section.handler, section.parts)
  const valueAt = (path: PartPath) => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], parts)
  return (
    <>
      <form
        className="editor-form"
        onSubmit={(event) => {
          event.preventDefault()
          onApply({ ...section, parts })
        }}
      >
        {fields.map((field) => {
          const id = `content-${section.id}-${field.path.join('-')}`
          const current = field.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], parts)
          const value = typeof current === 'string' ? current : ''
          const onChange = (next: string) => setParts((previous) => setAtPath(previous, field.path, next) as Record<string, unknown>)
          return (
            <div key={id} className="editor-field">
              <label htmlFor={id}>{fieldLabel(field.path, t)}</label>
              {field.isRich || value.length > 80 ? (
                <textarea id={id} rows={field.isRich ? 6 : 3} value={value} onChange={(event) => onChange(event.target.value)} />
              ) : (
                <input id={id} type="text" value={value} onChange={(event) => onChange(event.target.value)} />
              )}
            </div>
          )
        })}
        {links.map((field) => (
          <fieldset key={field.path.join('-')} className="editor-fieldset">
            <legend>{fieldLabel(field.path, t)}</legend>
            <LinkPicker
              id={`content-${section.id}-${field.path.join('-')}`}
              link={(field.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], parts) as LinkTarget | undefined) ?? field.value}
              onChange={(link) => setParts((previous) => setAtPath(previous, field.path, link) as Record<string, unknown>)}
            />
          </fieldset>
        ))}
        {icons.map((field) => {
          const current = (valueAt(field.path) as IconName | undefined) ?? field.value
          const label = t('icon.change', { field: fieldLabel(field.path, t), icon: t(`icon.name.${current}`) })
          return (
            <div key={field.path.join('-')} className="editor-field icon-field">
              <span className="icon-list__icon">
                <Icon name={current} />
              </span>
              <button type="button" className="button button--ghost" onClick={() => setIconPath(field.path)}>
                {label}
              </button>
            </div>
          )
        })}
        <div className="editor-dialog__actions">
          <button type="submit" className="button button--primary">
            {t('editor.apply')}
          </button>
        </div>
      </form>
      {/* Outside the form: Enter in the icon search must not apply the section. */}
      <IconListDialog
        current={iconPath ? ((valueAt(iconPath) as IconName | undefined) ?? null) : null}
        onClose={() => setIconPath(null)}
        onPick={(name) => {
          if (iconPath) setParts((previous) => setAtPath(previous, iconPath, name) as Record<string, unknown>)
          setIconPath(null)
        }}
      />
    </>
  )
}
