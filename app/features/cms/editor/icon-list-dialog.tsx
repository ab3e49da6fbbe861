import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { iconNames, type IconName } from '#common/cms/sections/icon-names'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '../icons'
import { useEditorT } from './use-editor-t'
import './editor-extras.css'

/** Folds case and Croatian diacritics, so "skola" finds "Škola". */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('hr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
}

/**
 * §2 icon-list modal: the built-in icons drawn as the site draws them, searchable by their name in
 * the editor's language, chosen with a click or the keyboard (arrows move in the grid, Enter picks).
 */
export function IconListDialog({ current, onClose, onPick }: { current: IconName | null; onClose: () => void; onPick: (name: IconName) => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={current !== null} onClose={onClose} title={t('icon.list')} className="editor-dialog dialog--tall icon-list-dialog">
      {current ? <IconGrid key={current} current={current} onPick={onPick} /> : null}
    </Dialog>
  )
}

function IconGrid({ current, onPick }: { current: IconName; onPick: (name: IconName) => void }) {
  const t = useEditorT()
  const searchId = useId()
  const gridRef = useRef<HTMLUListElement>(null)
  const [query, setQuery] = useState('')
  const wanted = fold(query.trim())
  const shown = iconNames.filter((name) => !wanted || fold(t(`icon.name.${name}`)).includes(wanted) || name.includes(wanted))

  // Arrow keys move between the buttons; Up/Down jump a row, measured from the laid-out grid.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    const top = buttons[0]?.offsetTop ?? 0
    const columns = Math.max(1, buttons.findIndex((button) => button.offsetTop !== top) === -1 ? buttons.length : buttons.findIndex((button) => button.offsetTop !== top))
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }
    let next: number | undefined
    if (event.key in step) next = index + (step[event.key] ?? 0)
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = buttons.length - 1
    if (next === undefined) return
    event.preventDefault()
    buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus()
  }

  return (
    <div className="icon-list">
      <div className="editor-field">
        <label htmlFor={searchId}>{t('icon.search')}</label>
        <input id={searchId} type="text" value={query} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p role="status">{t('icon.noMatch')}</p>
      ) : (
        <ul ref={gridRef} className="icon-list__grid" aria-label={t('icon.grid')} onKeyDown={onKeyDown}>
          {shown.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={`icon-list__option${name === current ? ' icon-list__option--current' : ''}`}
                aria-pressed={name === current}
                onClick={() => onPick(name)}
              >
                <span className="icon-list__icon">
                  <Icon name={name} />
                </span>
                <span className="icon-list__name">{t(`icon.name.${name}`)}</span>
                {name === current ? <span className="visually-hidden"> ({t('icon.current')})</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
