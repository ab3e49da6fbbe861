import { useState } from 'react'
import type { SectionData } from '#common/cms/section'
import { isSectionHandler, sectionDefinitions } from '#common/cms/sections'
import { z } from '#common/validation/z'
import { Dialog } from '~/components/ui/dialog'
import { unwrapSchema } from './section-fields'
import { useEditorT } from './use-editor-t'

type OptionValue = string | boolean | undefined

interface OptionField {
  key: string
  kind: 'enum' | 'boolean' | 'text'
  choices: string[]
}

function optionFields(handler: string): OptionField[] {
  if (!isSectionHandler(handler)) return []
  const shape = sectionDefinitions[handler].options.shape as Record<string, z.ZodType>
  return Object.entries(shape).flatMap(([key, schema]): OptionField[] => {
    if (key === 'isHidden') return []
    const inner = unwrapSchema(schema)
    if (inner instanceof z.ZodEnum) return [{ key, kind: 'enum', choices: inner.options.map(String) }]
    if (inner instanceof z.ZodBoolean) return [{ key, kind: 'boolean', choices: [] }]
    if (inner instanceof z.ZodString) return [{ key, kind: 'text', choices: [] }]
    return []
  })
}

/**
 * A section's layout options for desktop and the phone overrides (§3 options / mobileOptions),
 * generated from the section type's own option schema.
 */
export function SectionSettings({ section, onClose, onApply }: { section: SectionData | null; onClose: () => void; onApply: (section: SectionData) => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={section !== null} onClose={onClose} title={t('editor.settings')} className="editor-dialog">
      {section ? <SettingsForm key={section.id} section={section} onApply={onApply} /> : null}
    </Dialog>
  )
}

function SettingsForm({ section, onApply }: { section: SectionData; onApply: (section: SectionData) => void }) {
  const t = useEditorT()
  const [options, setOptions] = useState<Record<string, unknown>>(section.options)
  const [mobile, setMobile] = useState<Record<string, unknown>>(section.mobileOptions)
  const fields = optionFields(section.handler)
  const set = (target: 'desktop' | 'phone', key: string, value: OptionValue) => {
    const update = (current: Record<string, unknown>) => {
      const next = { ...current }
      if (value === undefined || value === '') delete next[key]
      else next[key] = value
      return next
    }
    if (target === 'desktop') setOptions(update)
    else setMobile(update)
  }
  const column = (target: 'desktop' | 'phone') => {
    const values = target === 'desktop' ? options : mobile
    return (
      <fieldset className="editor-fieldset">
        <legend>{target === 'desktop' ? t('editor.desktopOptions') : t('editor.phoneOptions')}</legend>
        {fields.map((field) => {
          const id = `option-${section.id}-${target}-${field.key}`
          const value = values[field.key]
          if (field.kind === 'boolean') {
            return (
              <div key={field.key} className="editor-field editor-field--check">
                <input id={id} type="checkbox" checked={value === true} onChange={(event) => set(target, field.key, event.target.checked)} />
                <label htmlFor={id}>{field.key}</label>
              </div>
            )
          }
          return (
            <div key={field.key} className="editor-field">
              <label htmlFor={id}>{field.key}</label>
              {field.kind === 'enum' ? (
                <select id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => set(target, field.key, event.target.value || undefined)}>
                  {target === 'phone' ? <option value="">{t('editor.inherit')}</option> : null}
                  {field.choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={id} type="text" value={typeof value === 'string' ? value : ''} onChange={(event) => set(target, field.key, event.target.value)} />
              )}
            </div>
          )
        })}
      </fieldset>
    )
  }
  return (
    <form
      className="editor-form"
      onSubmit={(event) => {
        event.preventDefault()
        onApply({ ...section, options, mobileOptions: mobile })
      }}
    >
      <div className="editor-form__columns">
        {column('desktop')}
        {column('phone')}
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="button button--primary">
          {t('editor.apply')}
        </button>
      </div>
    </form>
  )
}
