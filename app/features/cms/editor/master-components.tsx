import { useEffect, useState } from 'react'
import type { SectionData } from '#common/cms/section'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { editorRequest } from './editor-api'
import { newSectionId } from './editor-state'
import { useEditorT } from './use-editor-t'

interface MasterItem {
  id: number
  title: string
  handler: string
  hasDraft: boolean
  section: SectionData
}

interface PageUsage {
  id: number
  locale: string
  slug: string
  title: string
}

/** Saves a section as a master component; the section comes back marked with the master's id. */
export function SaveMasterDialog({
  section,
  defaultTitle,
  onClose,
  onSaved,
}: {
  section: SectionData | null
  defaultTitle: string
  onClose: () => void
  onSaved: (section: SectionData) => void
}) {
  const t = useEditorT()
  return (
    <Dialog isOpen={section !== null} onClose={onClose} title={t('master.saveTitle')} className="editor-dialog editor-dialog--small">
      {section ? <SaveMasterForm key={section.id} section={section} defaultTitle={defaultTitle} onSaved={onSaved} /> : null}
    </Dialog>
  )
}

function SaveMasterForm({ section, defaultTitle, onSaved }: { section: SectionData; defaultTitle: string; onSaved: (section: SectionData) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const [title, setTitle] = useState(defaultTitle)
  const [isBusy, setBusy] = useState(false)
  return (
    <form
      className="editor-form"
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        try {
          const master = await editorRequest<{ id: number }>('POST', '/api/v1/cms/master/create', { title, section })
          toast.success(t('master.saved'))
          onSaved({
            ...section,
            meta: { ...section.meta, masterId: master.id },
          })
        } catch (error) {
          toast.error(t('editor.failed', { message: (error as Error).message }))
        } finally {
          setBusy(false)
        }
      }}
    >
      <div className="editor-field">
        <label htmlFor="master-title">{t('master.name')}</label>
        <input id="master-title" type="text" required maxLength={80} value={title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t('master.save')}
        </button>
      </div>
    </form>
  )
}

/**
 * §2 chose-master-component: the site's master components, to insert one here or delete one —
 * after a warning that lists the pages showing it.
 */
export function MasterComponentsDialog({ isOpen, onClose, onInsert }: { isOpen: boolean; onClose: () => void; onInsert: (section: SectionData) => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('master.title')} className="editor-dialog">
      {isOpen ? <MasterList onInsert={onInsert} /> : null}
    </Dialog>
  )
}

function MasterList({ onInsert }: { onInsert: (section: SectionData) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const [masters, setMasters] = useState<MasterItem[] | null>(null)
  const [deleting, setDeleting] = useState<{
    master: MasterItem
    pages: PageUsage[]
  } | null>(null)
  const fail = (error: unknown) => toast.error(t('editor.failed', { message: (error as Error).message }))
  const load = () => editorRequest<MasterItem[]>('GET', '/api/v1/cms/master/list').then(setMasters, fail)
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once each time the dialog opens
  }, [])
  const askDelete = async (master: MasterItem) => {
    try {
      setDeleting({
        master,
        pages: await editorRequest<PageUsage[]>('GET', `/api/v1/cms/master/${master.id}/usage`),
      })
    } catch (error) {
      fail(error)
    }
  }
  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await editorRequest('DELETE', `/api/v1/cms/master/${deleting.master.id}`)
      toast.success(t('master.deleted'))
      setDeleting(null)
      await load()
    } catch (error) {
      fail(error)
    }
  }
  return deleting ? (
    <div className="master-delete" role="group" aria-labelledby="master-delete-question">
      <p id="master-delete-question">{t('master.confirmDelete', { title: deleting.master.title })}</p>
      <p>{deleting.pages.length > 0 ? t('master.usedOn', { count: deleting.pages.length }) : t('master.notUsed')}</p>
      {deleting.pages.length > 0 ? (
        <ul>
          {deleting.pages.map((page) => (
            <li key={page.id}>
              {page.title}{' '}
              <small>
                ({page.locale.toUpperCase()}, /{page.slug})
              </small>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
          {t('editor.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={confirmDelete}>
          {t('editor.confirm')}
        </button>
      </div>
    </div>
  ) : masters && masters.length === 0 ? (
    <p>{t('master.empty')}</p>
  ) : (
    <ul className="master-list">
      {masters?.map((master) => (
        <li key={master.id} className="master-list__item">
          <span className="master-list__title">{master.title}</span>
          <button
            type="button"
            className="button button--primary"
            aria-label={`${t('master.insert')}: ${master.title}`}
            onClick={() =>
              onInsert({
                ...structuredClone(master.section),
                id: newSectionId(),
                meta: { ...master.section.meta, masterId: master.id },
              })
            }
          >
            {t('master.insert')}
          </button>
          <button type="button" className="button button--secondary" aria-label={`${t('master.delete')}: ${master.title}`} onClick={() => askDelete(master)}>
            {t('master.delete')}
          </button>
        </li>
      ))}
    </ul>
  )
}
