import { useEffect, useState } from 'react'
import { cookiePartsSchema, footerPartsSchema, headerPartsSchema } from '#common/cms/layout-parts'
import { useLocale } from '~/lib/site-shell'
import { editorRequest } from './editor-api'

/** The §3 layout elements an editor changes, with the schema each one's parts must pass. */
export const layoutElements = [
  { handler: 'header-section', schema: headerPartsSchema, title: 'layout.header', selector: 'header.site-header' },
  { handler: 'footer-section', schema: footerPartsSchema, title: 'layout.footer', selector: 'footer.site-footer' },
  { handler: 'cookie-section', schema: cookiePartsSchema, title: 'layout.cookie', selector: null },
] as const

export type LayoutElementHandler = (typeof layoutElements)[number]['handler']

export interface LayoutElementRow {
  handler: string
  parts: Record<string, unknown>
}

/** The page language's layout elements as stored (null while loading, [] when they could not be read). */
export function useLayoutElementRows(): [LayoutElementRow[] | null, (rows: LayoutElementRow[]) => void] {
  const locale = useLocale()
  const [rows, setRows] = useState<LayoutElementRow[] | null>(null)
  useEffect(() => {
    let isCurrent = true
    const handlers = layoutElements.map((element) => element.handler).join(',')
    editorRequest<LayoutElementRow[]>('GET', `/api/v1/cms/element/getByHandlers?handlers=${handlers}&language=${locale}`).then(
      (list) => isCurrent && setRows(list),
      () => isCurrent && setRows([]),
    )
    return () => {
      isCurrent = false
    }
  }, [locale])
  return [rows, setRows]
}

/** Saves one element's parts for the page language (element/update validates them again). */
export function saveLayoutElement(input: { handler: string; language: string; parts: Record<string, unknown> }): Promise<unknown> {
  return editorRequest('PUT', '/api/v1/cms/element/update', input)
}
