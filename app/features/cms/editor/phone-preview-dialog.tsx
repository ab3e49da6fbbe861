import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Dialog } from '~/components/ui/dialog'
import { useEditorT } from './use-editor-t'
import './editor-extras.css'

const PHONE = { width: 390, height: 844 }
const BEZEL = 10

/** The current page without edit mode: the saved draft (`previewDraft`) in the phone layout (`mobileView`). */
export function previewHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('editPage')
  params.set('previewDraft', 'true')
  params.set('mobileView', 'true')
  return `${pathname}?${params}`
}

/**
 * Preview on phone: the page as a visitor's phone shows it, in a 390 × 844 frame (scaled down to
 * fit a smaller window, never laid out narrower). Escape closes it, as every dialog.
 */
export function PhonePreviewDialog({ isOpen, isDirty, onClose }: { isOpen: boolean; isDirty: boolean; onClose: () => void }) {
  const t = useEditorT()
  const location = useLocation()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('preview.title')} className="editor-dialog phone-preview-dialog">
      <p className="phone-preview__note">{t('preview.hint')}</p>
      {isDirty ? <p className="dialog__warning">{t('preview.unsaved')}</p> : null}
      {isOpen ? <PhoneFrame src={previewHref(location.pathname, location.search)} title={t('preview.frame')} /> : null}
    </Dialog>
  )
}

function PhoneFrame({ src, title }: { src: string; title: string }) {
  const areaRef = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const area = areaRef.current
    if (!area) return
    const fit = () => {
      const outerWidth = PHONE.width + 2 * BEZEL
      const outerHeight = PHONE.height + 2 * BEZEL
      setScale(Math.min(1, area.clientWidth / outerWidth, area.clientHeight / outerHeight))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(area)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={areaRef} className="phone-preview__area">
      <div
        className="phone-preview__device"
        style={{
          width: (PHONE.width + 2 * BEZEL) * scale,
          height: (PHONE.height + 2 * BEZEL) * scale,
        }}
      >
        <iframe
          className="phone-preview__frame"
          src={src}
          title={title}
          width={PHONE.width}
          height={PHONE.height}
          style={{ margin: BEZEL * scale, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  )
}
