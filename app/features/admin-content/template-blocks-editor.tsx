import { useState } from 'react'
import { blocksToHtml, type TemplateBlock } from '#common/mail-templates/template-blocks'
import type { AdminMessageKey } from '#common/i18n/admin'
import { useAdminT } from '../admin/use-admin-t'

const typeLabel: Record<TemplateBlock['type'], AdminMessageKey> = {
  text: 'templates.block.text',
  button: 'templates.block.button',
  link: 'templates.block.link',
  value: 'templates.block.value',
}

const newBlocks: Record<'text' | 'button' | 'link', TemplateBlock> = {
  text: { type: 'text', text: '' },
  button: { type: 'button', label: '', href: '' },
  link: { type: 'link', label: '', href: '' },
}

/**
 * The template body as blocks (common/mail-templates/template-blocks.ts): the owner edits texts,
 * buttons and links, moves and removes them, and never sees HTML. The form posts the blocks as the
 * same `body` the expert mode posts, so saving, preview and validation are one path.
 */
export function TemplateBlocksEditor({ initial }: { initial: TemplateBlock[] }) {
  const t = useAdminT()
  const [blocks, setBlocks] = useState(initial)
  const update = (index: number, block: TemplateBlock) => setBlocks((all) => all.map((old, at) => (at === index ? block : old)))
  const move = (index: number, by: -1 | 1) =>
    setBlocks((all) => {
      const next = [...all]
      const [block] = next.splice(index, 1)
      if (block) next.splice(index + by, 0, block)
      return next
    })
  const field = (index: number, name: string) => `template-block-${index}-${name}`
  return (
    <div className="template-blocks">
      <input type="hidden" name="body" value={blocksToHtml(blocks)} />
      {blocks.map((block, index) => (
        <fieldset key={index} className="template-block">
          <legend>
            {t(typeLabel[block.type])} {index + 1}
          </legend>
          {block.type === 'text' ? (
            <label className="field" htmlFor={field(index, 'text')}>
              <span className="field__label">{t('templates.block.textLabel')}</span>
              <textarea
                id={field(index, 'text')}
                className="field__input"
                rows={Math.max(2, block.text.split('\n').length)}
                value={block.text}
                aria-describedby="template-block-text-hint"
                onChange={(event) => update(index, { ...block, text: event.target.value })}
              />
            </label>
          ) : null}
          {block.type === 'button' || block.type === 'link' ? (
            <div className="admin-form__row">
              <label className="field">
                <span className="field__label">{t('templates.block.label')}</span>
                <input className="field__input" value={block.label} required onChange={(event) => update(index, { ...block, label: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('templates.block.href')}</span>
                <input className="field__input" value={block.href} required onChange={(event) => update(index, { ...block, href: event.target.value })} />
              </label>
            </div>
          ) : null}
          {block.type === 'value' ? (
            <p>
              {t('templates.block.valueHint')} <code>{`{{${block.variable}}}`}</code>
            </p>
          ) : null}
          <div className="template-block__actions">
            <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => move(index, -1)}>
              {t('templates.block.up', { n: index + 1 })}
            </button>
            <button type="button" className="button button--secondary" disabled={index === blocks.length - 1} onClick={() => move(index, 1)}>
              {t('templates.block.down', { n: index + 1 })}
            </button>
            <button type="button" className="button button--danger" onClick={() => setBlocks((all) => all.filter((_, at) => at !== index))}>
              {t('templates.block.remove', { n: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <p className="field__hint" id="template-block-text-hint">
        {t('templates.block.textHint')}
      </p>
      <div className="template-block__actions">
        {(['text', 'button', 'link'] as const).map((type) => (
          <button key={type} type="button" className="button button--secondary" onClick={() => setBlocks((all) => [...all, newBlocks[type]])}>
            {t('templates.block.add', { type: t(typeLabel[type]).toLowerCase() })}
          </button>
        ))}
      </div>
    </div>
  )
}
