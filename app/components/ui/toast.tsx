import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '~/lib/site-shell'
import { Icon } from './icon'
import { ToastContext, toastDuration, type Toast, type ToastApi, type ToastInput } from './toast-context'

export { useToast, type ToastApi, type ToastInput, type ToastKind } from './toast-context'

const MAX_VISIBLE = 4

/** Holds the toasts of the page and draws them in one live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), [])
  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      const id = nextId.current++
      const toast: Toast = { id, message: input.message, kind: input.kind ?? 'info', duration: toastDuration(input) }
      setToasts((list) => [...list, toast].slice(-MAX_VISIBLE))
      return id
    }
    return {
      show,
      info: (message, duration) => show({ message, kind: 'info', duration }),
      success: (message, duration) => show({ message, kind: 'success', duration }),
      error: (message, duration) => show({ message, kind: 'error', duration }),
      dismiss,
    }
  }, [dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const t = useT()
  // The region is always in the page: screen readers only announce changes to a live region
  // that existed before the change.
  return (
    <section className="toast-region" aria-label={t('layout.notifications')}>
      <ol className="toast-region__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  )
}

const kindIcon = { info: 'info', success: 'check', error: 'alert' } as const

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useT()
  const [isPaused, setPaused] = useState(false)
  // A toast that announces a navigation ("Uspješno ste prijavljeni.") counts its time from when the
  // next page is there: on a slow connection it would otherwise be gone before anyone saw it.
  const isNavigating = useNavigation().state !== 'idle'
  useEffect(() => {
    // Hovering or focusing a toast holds it, so it can be read to the end (WCAG 2.2.1).
    if (isPaused || isNavigating) return
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [isPaused, isNavigating, onDismiss, toast.id, toast.duration])
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={kindIcon[toast.kind]} className="toast__icon" />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="icon-button toast__dismiss" onClick={() => onDismiss(toast.id)} aria-label={t('toast.dismiss')}>
        <Icon name="close" />
      </button>
    </li>
  )
}
