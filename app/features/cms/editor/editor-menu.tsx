import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

export interface EditorMenuItem {
  key: string
  label: string
  onSelect: () => void
  isDisabled?: boolean
}

/**
 * A menu button (WAI-ARIA menu button pattern) for the toolbar's less used tools: Enter, Space or
 * the down arrow open it on the first item, the up arrow on the last; arrows, Home and End move;
 * Escape closes it back on its button, Tab or a click elsewhere just closes it.
 */
export function EditorMenu({ label, shortLabel, items }: { label: string; shortLabel: string; items: EditorMenuItem[] }) {
  const [isOpen, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()
  const buttonId = useId()

  useEffect(() => {
    if (isOpen) itemRefs.current[active]?.focus()
  }, [isOpen, active])

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }
  const select = (item: EditorMenuItem) => {
    if (item.isDisabled) return
    close(true)
    item.onSelect()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0)
    else if (event.key === 'ArrowUp') openAt(items.length - 1)
    else return
    event.preventDefault()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      setActive(moves[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') close(false)
  }

  return (
    <div className="editor-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="editor-button editor-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {/* A phone shows three dots: the status beside it needs the room ("Weitere Werkzeuge" is the name). */}
        <span className="editor-label--long">{shortLabel}</span>
        <span className="editor-label--short editor-menu__dots" aria-hidden="true">
          ⋯
        </span>
        <span aria-hidden="true" className="editor-menu__caret" />
      </button>
      {isOpen ? (
        <div id={menuId} className="editor-menu__list" role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="editor-menu__item"
              aria-disabled={item.isDisabled ? 'true' : undefined}
              onClick={() => select(item)}
              onMouseEnter={() => setActive(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
