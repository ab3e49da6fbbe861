import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from '~/lib/site-shell'
import { Icon } from './icon'

interface DialogProps {
  isOpen: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page inert, closes on
 * Escape and restores focus. A press on the backdrop closes it too.
 */
export function Dialog({ isOpen, onClose, title, children, className }: DialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      // React passes a nested dialog's close up its component tree: only this dialog's own counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="dialog__frame">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('layout.close')}>
            <Icon name="close" />
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  )
}
