import type { SectionData } from '#common/cms/section'
import type { MediaView } from '#common/media/sizes'
import type { SectionRefsValue } from '../section-refs-context'
import type { EditorView } from './editor-api'

export type PartPath = (string | number)[]

export interface EditorState {
  pageId: number
  version: number
  status: 'draft' | 'published'
  hasDraft: boolean
  title: string
  sections: SectionData[]
  refs: SectionRefsValue
  /** Changed since the last save. */
  isDirty: boolean
  /** Per section, bumped to remount it after the DOM was edited in place (React must not reuse that DOM). */
  renderKeys: Record<string, number>
}

export type EditorAction =
  | { type: 'load'; view: EditorView }
  | { type: 'setTitle'; title: string }
  | { type: 'setPart'; sectionId: string; path: PartPath; value: unknown }
  | { type: 'replaceSection'; section: SectionData }
  | { type: 'move'; from: number; to: number }
  | { type: 'duplicate'; sectionId: string }
  | { type: 'remove'; sectionId: string }
  | { type: 'insert'; index: number; section: SectionData }
  | { type: 'addMedia'; media: MediaView }
  | { type: 'mergeRefs'; refs: SectionRefsValue }
  | { type: 'rerender'; sectionId: string }

export function initialEditorState(view: EditorView): EditorState {
  return {
    pageId: view.page.id,
    version: view.page.version,
    status: view.page.status,
    hasDraft: view.page.hasDraft,
    title: view.page.title,
    sections: view.page.sections,
    refs: view.refs,
    isDirty: false,
    renderKeys: {},
  }
}

export function newSectionId(): string {
  return `s-${crypto.randomUUID().slice(0, 13)}`
}

/** A copy of `value` with `path` set to `next` (objects and arrays copied along the way). */
export function setAtPath(value: unknown, path: PartPath, next: unknown): unknown {
  if (path.length === 0) return next
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    copy[head as number] = setAtPath(copy[head as number], rest, next)
    return copy
  }
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const child = setAtPath(record[head as string], rest, next)
  const copy = { ...record }
  if (child === undefined || child === '') delete copy[head as string]
  else copy[head as string] = child
  return copy
}

function bump(state: EditorState, sectionId: string): Record<string, number> {
  return { ...state.renderKeys, [sectionId]: (state.renderKeys[sectionId] ?? 0) + 1 }
}

function changed(state: EditorState, sections: SectionData[]): EditorState {
  return { ...state, sections, isDirty: true }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const next = initialEditorState(action.view)
      // Remount every section: the server's copy replaces whatever the DOM holds.
      const renderKeys = Object.fromEntries(next.sections.map((s) => [s.id, (state.renderKeys[s.id] ?? 0) + 1]))
      return { ...next, renderKeys }
    }
    case 'setTitle':
      return { ...state, title: action.title, isDirty: true, renderKeys: bump(state, '__title') }
    case 'setPart': {
      const sections = state.sections.map((section) =>
        section.id === action.sectionId ? { ...section, parts: setAtPath(section.parts, action.path, action.value) as Record<string, unknown> } : section,
      )
      return { ...changed(state, sections), renderKeys: bump(state, action.sectionId) }
    }
    case 'replaceSection':
      return {
        ...changed(state, state.sections.map((section) => (section.id === action.section.id ? action.section : section))),
        renderKeys: bump(state, action.section.id),
      }
    case 'move': {
      if (action.to < 0 || action.to >= state.sections.length || action.from === action.to) return state
      const sections = [...state.sections]
      const [moved] = sections.splice(action.from, 1)
      if (!moved) return state
      sections.splice(action.to, 0, moved)
      return changed(state, sections)
    }
    case 'duplicate': {
      const index = state.sections.findIndex((section) => section.id === action.sectionId)
      const original = state.sections[index]
      if (!original) return state
      const copy: SectionData = { ...structuredClone(original), id: newSectionId() }
      return changed(state, [...state.sections.slice(0, index + 1), copy, ...state.sections.slice(index + 1)])
    }
    case 'remove':
      return changed(state, state.sections.filter((section) => section.id !== action.sectionId))
    case 'insert':
      return changed(state, [...state.sections.slice(0, action.index), action.section, ...state.sections.slice(action.index)])
    case 'addMedia':
      return { ...state, refs: { ...state.refs, media: { ...state.refs.media, [action.media.id]: action.media } } }
    case 'mergeRefs': {
      const renderKeys = Object.fromEntries(state.sections.map((s) => [s.id, (state.renderKeys[s.id] ?? 0) + 1]))
      return {
        ...state,
        refs: {
          media: { ...state.refs.media, ...action.refs.media },
          links: { ...state.refs.links, ...action.refs.links },
          // A section added in the editor may be the page's first upcoming-events section.
          events: action.refs.events.length > 0 ? action.refs.events : state.refs.events,
          documents: { ...state.refs.documents, ...action.refs.documents },
          instagram: { ...state.refs.instagram, ...action.refs.instagram },
        },
        renderKeys,
      }
    }
    case 'rerender':
      return { ...state, renderKeys: bump(state, action.sectionId) }
  }
}
