import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { MailTemplatePreview } from '#common/mail-templates/schemas'

const QUIET_MS = 700

/**
 * The template preview while the owner types: the form's text goes to the route's own `preview`
 * action (the server renders the whole e-mail with sample data) once typing pauses. Without
 * JavaScript the preview button posts the same form and the page shows the answer.
 */
export function useLivePreview() {
  const fetcher = useFetcher<{ preview?: MailTemplatePreview }>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { submit } = fetcher
  useEffect(() => () => clearTimeout(timer.current), [])
  const refresh = (form: HTMLFormElement) => {
    clearTimeout(timer.current)
    const data = new FormData(form)
    data.set('intent', 'preview')
    void submit(data, { method: 'post' })
  }
  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => refresh(form), QUIET_MS)
  }
  return { preview: fetcher.data?.preview, refresh, schedule }
}
