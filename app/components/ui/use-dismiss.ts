import { useEffect, type RefObject } from 'react'

/**
 * Closes a popup (menu, dropdown) on a pointer press outside `ref` or on Escape. Escape hands
 * focus back to what `returnFocus` names, so keyboard users are not dropped at the top of the page.
 */
export function useDismiss(input: {
  ref: RefObject<HTMLElement | null>
  isOpen: boolean
  onDismiss: () => void
  returnFocus?: () => HTMLElement | null | undefined
}) {
  const { ref, isOpen, onDismiss, returnFocus } = input
  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return
      onDismiss()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = event.target instanceof Node && ref.current?.contains(event.target)
      onDismiss()
      if (hadFocus) returnFocus?.()?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, isOpen, onDismiss, returnFocus])
}
