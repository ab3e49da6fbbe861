import { useEffect, useState } from 'react'
import type { SectionData } from '#common/cms/section'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { pageCalls, type RevisionSummary } from './editor-api'
import { sectionTitle } from './editable-section'
import { useEditorT, type EditorTranslator } from './use-editor-t'

interface Difference {
  title: string
  change: 'added' | 'removed' | 'changed'
}

/** What restoring a revision would change, section by section, against the current working copy. */
export function compareSections(revision: SectionData[], current: SectionData[]): Difference[] {
  const currentById = new Map(current.map((section) => [section.id, section]))
  const revisionIds = new Set(revision.map((section) => section.id))
  const differences: Difference[] = []
  for (const section of revision) {
    const now = currentById.get(section.id)
    if (!now) differences.push({ title: sectionTitle(section), change: 'added' })
    else if (JSON.stringify(now) !== JSON.stringify(section)) differences.push({ title: sectionTitle(section), change: 'changed' })
  }
  for (const section of current) if (!revisionIds.has(section.id)) differences.push({ title: sectionTitle(section), change: 'removed' })
  return differences
}

function label(t: EditorTranslator, revision: RevisionSummary, locale: string) {
  return t('editor.revisionLabel', {
    version: revision.version,
    date: new Date(revision.publishedAt).toLocaleString(locale),
    who: revision.publishedBy ?? '—',
  })
}

interface RevisionsDialogProps {
  isOpen: boolean
  pageId: number
  locale: string
  current: SectionData[]
  onClose: () => void
  onRestore: (revision: RevisionSummary) => void
}

/** Every publish of the page: compare one with the working copy, or restore it into the draft. */
export function RevisionsDialog(props: RevisionsDialogProps) {
  const t = useEditorT()
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={t('editor.revisions')} className="editor-dialog">
      {/* Mounted only while open, so every opening starts from a fresh list. */}
      {props.isOpen ? <RevisionList {...props} /> : null}
    </Dialog>
  )
}

function RevisionList(props: RevisionsDialogProps) {
  const t = useEditorT()
  const toast = useToast()
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null)
  const [comparison, setComparison] = useState<{ version: number; differences: Difference[] } | null>(null)
  useEffect(() => {
    let isCurrent = true
    pageCalls
      .revisions(props.pageId)
      .then((list) => isCurrent && setRevisions(list))
      .catch((error: Error) => toast.error(t('editor.failed', { message: error.message })))
    return () => {
      isCurrent = false
    }
  }, [props.pageId, toast, t])
  const compare = async (revision: RevisionSummary) => {
    try {
      const full = await pageCalls.revision(props.pageId, revision.id)
      setComparison({ version: revision.version, differences: compareSections(full.sections, props.current) })
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }
  return (
    <>
      {revisions === null ? null : revisions.length === 0 ? (
        <p>{t('editor.revisionsEmpty')}</p>
      ) : (
        <ol className="revision-list">
          {revisions.map((revision) => (
            <li key={revision.id} className="revision-list__item">
              <span>{label(t, revision, props.locale)}</span>
              <span className="revision-list__actions">
                <button type="button" className="button button--ghost" aria-label={`${t('editor.compare')}: ${label(t, revision, props.locale)}`} onClick={() => compare(revision)}>
                  {t('editor.compare')}
                </button>
                <button type="button" className="button button--secondary" aria-label={`${t('editor.restore')}: ${label(t, revision, props.locale)}`} onClick={() => props.onRestore(revision)}>
                  {t('editor.restore')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {comparison ? (
        <section className="revision-compare" aria-live="polite">
          <h3>{t('editor.compareTitle', { version: comparison.version })}</h3>
          {comparison.differences.length === 0 ? (
            <p>{t('editor.diff.same')}</p>
          ) : (
            <ul>
              {comparison.differences.map((difference, index) => (
                <li key={index}>
                  {difference.title}: {t(`editor.diff.${difference.change}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  )
}
