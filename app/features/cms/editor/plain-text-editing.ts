/**
 * Turns an element into a plain-text field in place: Enter or leaving the field keeps the text,
 * Escape drops it. The caller remounts the section afterwards, so React never reuses DOM the
 * browser changed while typing.
 */
export function editPlainTextInPlace(element: HTMLElement, onFinish: (text: string | null) => void): void {
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
  element.addEventListener('keydown', onKeyDown)
  element.addEventListener('blur', onBlur)
}
