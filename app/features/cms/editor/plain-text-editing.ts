/**
 * Turns an element into a plain-text field in place: Enter or leaving the field keeps the text,
 * Escape drops it. The caller remounts the section afterwards, so React never reuses DOM the
 * browser changed while typing. `onInput` reports each keystroke (the save status turns at once);
 * the returned function keeps the text now, as Enter would (save and publish flush an open edit).
 */
export function editPlainTextInPlace(element: HTMLElement, onFinish: (text: string | null) => void, onInput?: () => void): () => void {
  element.contentEditable = 'plaintext-only'
  element.setAttribute('role', 'textbox')
  element.focus()
  const selection = window.getSelection()
  if (selection) {
    const range = document.createRange()
    range.selectNodeContents(element)
    selection.removeAllRanges()
    selection.addRange(range)
  }
  let isDone = false
  const finish = (keep: boolean) => {
    if (isDone) return
    isDone = true
    element.removeEventListener('keydown', onKeyDown)
    element.removeEventListener('blur', onBlur)
    element.removeEventListener('input', onTyped)
    element.removeAttribute('contenteditable')
    element.removeAttribute('role')
    onFinish(keep ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      finish(true)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      finish(false)
    }
  }
  const onBlur = () => finish(true)
  const onTyped = () => onInput?.()
  element.addEventListener('keydown', onKeyDown)
  element.addEventListener('blur', onBlur)
  element.addEventListener('input', onTyped)
  return () => finish(true)
}
