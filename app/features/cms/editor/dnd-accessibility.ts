import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import type { SectionData } from '#common/cms/section'
import { sectionTitle } from './editable-section'
import type { EditorTranslator } from './use-editor-t'

/** dnd-kit's screen-reader texts in the page's language, naming sections by title and position. */
export function dndAccessibility(t: EditorTranslator, sections: SectionData[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const describe = (id: string | number | undefined) => {
    const index = sections.findIndex((section) => section.id === id)
    const section = sections[index]
    return section ? t('editor.section', { index: index + 1, title: sectionTitle(section) }) : ''
  }
  return {
    screenReaderInstructions: { draggable: t('editor.dragHandle', { title: '' }) },
    announcements: {
      onDragStart: ({ active }) => describe(active.id),
      onDragOver: ({ active, over }) => (over && over.id !== active.id ? `${describe(active.id)} → ${describe(over.id)}` : describe(active.id)),
      onDragEnd: ({ active, over }) => (over && over.id !== active.id ? `${describe(active.id)} → ${describe(over.id)}` : describe(active.id)),
      onDragCancel: ({ active }) => describe(active.id),
    },
  }
}
