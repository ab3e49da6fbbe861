import { useMemo } from 'react'
import type { SectionData } from '#common/cms/section'
import { parseSection, sectionDefinitions, sectionHandlers } from '#common/cms/sections'
import { Dialog } from '~/components/ui/dialog'
import { SectionView } from '../page-sections'
import { SectionRefsProvider, type SectionRefsValue } from '../section-refs-context'
import { newSectionId } from './editor-state'
import { useEditorT } from './use-editor-t'

/** Every registered section type with its `example` content, ready to insert. */
function exampleSections(): SectionData[] {
  return sectionHandlers.flatMap((handler) => {
    const parsed = parseSection({ id: `example-${handler}`, handler, parts: sectionDefinitions[handler].example })
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * §2 section-manager: add a section from the registry, each type shown as a live preview of its
 * example (inert and hidden from assistive tech, so the list itself stays the accessible part).
 */
export function SectionManager({ isOpen, refs, onClose, onAdd, onOpenMasters }: { isOpen: boolean; refs: SectionRefsValue; onClose: () => void; onAdd: (section: SectionData) => void; onOpenMasters: () => void }) {
  const t = useEditorT()
  const examples = useMemo(() => exampleSections(), [])
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('editor.sectionManager')} className="editor-dialog editor-dialog--wide">
      <p className="section-manager__masters">
        <button type="button" className="button button--secondary" onClick={onOpenMasters}>
          {t('master.open')}
        </button>
      </p>
      {isOpen ? (
        <ul className="section-manager">
          {examples.map((example) => {
            const title = sectionDefinitions[example.handler as keyof typeof sectionDefinitions].title
            return (
              <li key={example.handler} className="section-manager__item">
                <div className="section-manager__preview" aria-hidden="true" inert>
                  <SectionRefsProvider value={refs}>
                    <SectionView section={example} isFirst={false} />
                  </SectionRefsProvider>
                </div>
                <div className="section-manager__meta">
                  <span className="section-manager__title">{title}</span>
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`${t('editor.add')}: ${title}`}
                    onClick={() => onAdd({ ...structuredClone(example), id: newSectionId() })}
                  >
                    {t('editor.add')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
    </Dialog>
  )
}
