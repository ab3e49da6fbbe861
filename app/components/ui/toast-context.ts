import { createContext, useContext } from 'react'

export type ToastKind = 'info' | 'success' | 'error'

export interface ToastInput {
  message: string
  kind?: ToastKind
  /** Milliseconds; defaults per kind (see `toastDuration`). */
  duration?: number
}

export interface Toast {
  id: number
  message: string
  kind: ToastKind
  duration: number
}

export interface ToastApi {
  show(input: ToastInput): number
  info(message: string, duration?: number): number
  success(message: string, duration?: number): number
  error(message: string, duration?: number): number
  dismiss(id: number): void
}

/** §9: a toast stays 3000 ms. */
export const TOAST_DURATION = 3000
/** §8: an error toast stays 50 ms per character of its message, never shorter than a normal one. */
export const ERROR_MS_PER_CHARACTER = 50

export function toastDuration(input: ToastInput): number {
  if (input.duration !== undefined) return input.duration
  if (input.kind === 'error') return Math.max(TOAST_DURATION, input.message.length * ERROR_MS_PER_CHARACTER)
  return TOAST_DURATION
}

const noop: ToastApi = { show: () => 0, info: () => 0, success: () => 0, error: () => 0, dismiss: () => {} }

export const ToastContext = createContext<ToastApi>(noop)

/** `const toast = useToast(); toast.error(message)` — outside the site layout it does nothing. */
export function useToast(): ToastApi {
  return useContext(ToastContext)
}
