import { useId, type KeyboardEvent, type MouseEvent } from 'react'
import type { MediaFocal } from '#common/media/media-item'
import type { MediaView } from '#common/media/sizes'
import { useEditorT } from './use-editor-t'

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

const arrowSteps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * The focal point of an image (§2 edit-media-modal): click where the subject is, or move the
 * point with the arrow keys. Stored in percent; rendered as object-position wherever it is cropped.
 */
export function FocalPointPicker({ view, focal, onChange }: { view: MediaView; focal: MediaFocal; onChange: (focal: MediaFocal) => void }) {
  const t = useEditorT()
  const helpId = useId()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    onChange({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowSteps[event.key]
    if (!step) return
    event.preventDefault()
    const size = event.shiftKey ? 10 : 1
    onChange({ x: clamp(focal.x + step[0] * size), y: clamp(focal.y + step[1] * size) })
  }
  return (
    <div className="editor-field focal-picker">
      <span className="focal-picker__label">{t('media.focal')}</span>
      <p id={helpId} className="editor-field__note">
        {t('media.focalHelp')}
      </p>
      {/* The click target is the picture; the keyboard target is the point (a button) inside it. */}
      <div className="focal-picker__frame" onClick={onClick}>
        <img src={view.variants.w480?.webp ?? view.src} alt="" width={view.width} height={view.height} draggable={false} />
        <button
          type="button"
          className="focal-picker__point"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          aria-label={t('media.focalPoint', { x: focal.x, y: focal.y })}
          aria-describedby={helpId}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={onKeyDown}
        />
      </div>
      <output className="focal-picker__value" aria-live="polite">
        {t('media.focalPoint', { x: focal.x, y: focal.y })}
      </output>
    </div>
  )
}
