import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useBlocker, useNavigate } from 'react-router'
import type { SectionData } from '#common/cms/section'
import { parseSection } from '#common/cms/sections'
import { ChangelogDialog } from '~/components/layout/changelog-dialog'
import { CatalogEditing, type CatalogDialog } from '~/features/catalog/editor/catalog-editing'
import { PostEditing, type PostDialog } from '~/features/blog/editor/post-editing'
import { DomainDialog } from '~/components/layout/domain-dialog'
import { useToast } from '~/components/ui/toast'
import { useSiteShell } from '~/lib/site-shell'
import { sectionProvidesTitle } from '../page-sections'
import { SectionRefsProvider } from '../section-refs-context'
import { ConfirmDialog } from './confirm-dialog'
import type { BoundField, BoundText } from './dom-binding'
import { EditableSection, sectionTitle, type SectionCommand } from './editable-section'
import type { EditorView } from './editor-api'
import { setAtPath } from './editor-state'
import { EditorToolbar, type ToolbarDialog } from './editor-toolbar'
import { EditorExtrasDialogs, type IconTarget } from './editor-extras-dialogs'
import { dndAccessibility } from './dnd-accessibility'
import { MasterComponentsDialog, SaveMasterDialog } from './master-components'
import { MediaLibrary } from './media-library'
import { EditableLayout } from './editable-layout'
import { LayoutElementsDialog } from './layout-elements-dialog'
import { NavigationDialog } from './navigation-dialog'
import { NewPageDialog } from './new-page-dialog'
import { EditableTitle } from './editable-title'
import type { OpenEditTracker } from './open-edit'
import { editPlainTextInPlace } from './plain-text-editing'
import { RevisionsDialog } from './revisions-dialog'
import { SectionContent } from './section-content'
import { fieldLabel } from './section-fields'
import { SectionManager } from './section-manager'
import { SectionSettings } from './section-settings'
import { useEditorT } from './use-editor-t'
import { useEditorStore } from './use-editor-store'
import { usePageActions } from './use-page-actions'
import { useRefResolver } from './use-ref-resolver'
import './editor.css'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

type OpenDialog =
  | { kind: Exclude<ToolbarDialog, 'addSection' | 'media' | 'products' | 'productCategories' | 'posts'> }
  | { kind: 'addSection' | 'masters'; index: number }
  | { kind: 'settings' | 'content' | 'saveMaster' | 'delete'; sectionId: string }
  | { kind: 'media'; target: { sectionId: string; path: (string | number)[] } | null }
  | { kind: 'icon'; target: IconTarget }
  | { kind: 'discard' }
  | null

interface RichEdit {
  sectionId: string
  bound: BoundText
  host: HTMLElement
}

/** Edit mode of a CMS page (issue 10): the page as visitors see it, every part of it editable. */
export default function PageEditor({ view }: { view: EditorView }) {
  const t = useEditorT()
  const toast = useToast()
  const navigate = useNavigate()
  const shell = useSiteShell()
  const { state, dispatch, read } = useEditorStore(view)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [catalogDialog, setCatalogDialog] = useState<CatalogDialog>(null)
  const [postDialog, setPostDialog] = useState<PostDialog>(null)
  const [richEdit, setRichEdit] = useState<RichEdit | null>(null)
  const [focusRequest, setFocusRequest] = useState<{ sectionId: string; path: string } | null>(null)
  // The edit open in place: its commit (save and publish keep it first) and whether it was typed in.
  const openCommit = useRef<(() => void) | null>(null)
  const richHtml = useRef('')
  const isTypingRef = useRef(false)
  const [isTyping, setTyping] = useState(false)
  const edits = useMemo<OpenEditTracker>(
    () => ({
      opened: (commit) => {
        openCommit.current = commit
      },
      typed: () => {
        isTypingRef.current = true
        setTyping(true)
      },
      closed: () => {
        openCommit.current = null
        isTypingRef.current = false
        setTyping(false)
      },
    }),
    [],
  )
  const flush = useCallback(() => openCommit.current?.(), [])
  const hasUnsavedWork = useCallback(() => read().isDirty || isTypingRef.current, [read])
  const actions = usePageActions(read, dispatch, flush)
  const resolveRefs = useRefResolver(state.refs, dispatch)
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))

  // Browser tests wait for this: the editor's chunk hydrates after the rest of the page.
  useEffect(() => {
    document.documentElement.dataset.editorReady = 'true'
    return () => {
      delete document.documentElement.dataset.editorReady
    }
  }, [])

  // Leaving with unsaved work asks first: the browser's own prompt on reload or close, and ours
  // for a link followed inside the site (the exit link too).
  const isUnsaved = state.isDirty || isTyping
  useEffect(() => {
    if (!isUnsaved) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isUnsaved])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedWork() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  // Handlers run between renders (a blur commits a text just before a click saves): they read the
  // state as it is now.
  const sectionById = (id: string) => read().sections.find((section) => section.id === id) ?? null
  const indexOf = (id: string) => read().sections.findIndex((section) => section.id === id)

  /** Applies an edited section after checking it against its type's schema; a bad edit is undone. */
  const applySection = (section: SectionData) => {
    const parsed = parseSection(section)
    if (!parsed.success) {
      toast.error(t('editor.invalidContent', { details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') }))
      dispatch({ type: 'rerender', sectionId: section.id })
      return false
    }
    dispatch({ type: 'replaceSection', section })
    void resolveRefs(section)
    return true
  }

  const setPart = (sectionId: string, path: (string | number)[], value: unknown) => {
    const section = sectionById(sectionId)
    if (!section) return
    applySection({ ...section, parts: setAtPath(section.parts, path, value) as Record<string, unknown> })
    setFocusRequest({ sectionId, path: path.join('.') })
  }

  const closeRichEdit = (edit: RichEdit, html: string | null) => {
    setRichEdit(null)
    edits.closed()
    if (html === null || html === edit.bound.field.value) dispatch({ type: 'rerender', sectionId: edit.sectionId })
    else setPart(edit.sectionId, edit.bound.field.path, html)
  }

  const onEditField = (sectionId: string, bound: BoundField) => {
    // A click on another field while the text editor is open keeps that text first.
    if (openCommit.current) {
      flush()
      return
    }
    if (bound.kind === 'image') {
      setDialog({ kind: 'media', target: { sectionId, path: bound.field.path } })
      return
    }
    if (bound.kind === 'icon') {
      setDialog({ kind: 'icon', target: { sectionId, path: bound.field.path, current: bound.field.value } })
      return
    }
    if (bound.field.isRich) {
      bound.element.replaceChildren()
      const host = document.createElement('div')
      bound.element.append(host)
      const edit = { sectionId, bound, host }
      richHtml.current = bound.field.value
      setRichEdit(edit)
      edits.opened(() => closeRichEdit(edit, richHtml.current))
      return
    }
    const commit = editPlainTextInPlace(
      bound.element,
      (text) => {
        edits.closed()
        if (text === null || text === bound.field.value) {
          dispatch({ type: 'rerender', sectionId })
          setFocusRequest({ sectionId, path: bound.field.path.join('.') })
        } else setPart(sectionId, bound.field.path, text)
      },
      edits.typed,
    )
    edits.opened(commit)
  }

  const onCommand = (sectionId: string, command: SectionCommand) => {
    const index = indexOf(sectionId)
    const section = read().sections[index]
    if (!section) return
    switch (command) {
      case 'up':
      case 'down':
        dispatch({ type: 'move', from: index, to: command === 'up' ? index - 1 : index + 1 })
        return
      case 'duplicate':
        dispatch({ type: 'duplicate', sectionId })
        return
      case 'hideDesktop':
        applySection({ ...section, options: { ...section.options, isHidden: section.options.isHidden !== true } })
        return
      case 'hidePhone': {
        const { isHidden, ...rest } = section.mobileOptions
        applySection({ ...section, mobileOptions: isHidden === true ? rest : { ...rest, isHidden: true } })
        return
      }
      case 'addAfter':
        setDialog({ kind: 'addSection', index: index + 1 })
        return
      default:
        setDialog({ kind: command, sectionId })
    }
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) dispatch({ type: 'move', from: indexOf(String(active.id)), to: indexOf(String(over.id)) })
  }

  const openToolbarDialog = (which: ToolbarDialog) => {
    if (which === 'posts') return setPostDialog({ kind: 'posts' })
    if (which === 'products' || which === 'productCategories') return setCatalogDialog({ kind: which === 'products' ? 'products' : 'categories' })
    setDialog(which === 'addSection' ? { kind: 'addSection', index: state.sections.length } : which === 'media' ? { kind: 'media', target: null } : { kind: which })
  }

  const openSection = dialog && 'sectionId' in dialog ? sectionById(dialog.sectionId) : null
  const hasTitleSection = sectionProvidesTitle(state.sections[0])
  const status = actions.isBusy ? 'saving' : isUnsaved ? 'dirty' : state.hasDraft ? 'draft' : 'clean'

  return (
    <>
      <EditorToolbar
        status={status}
        isBusy={actions.isBusy}
        canDiscard={state.hasDraft || isUnsaved}
        hasDevTools={Boolean(shell?.versionBadge)}
        onSave={actions.save}
        onPublish={actions.publish}
        onDiscard={() => setDialog({ kind: 'discard' })}
        onOpen={openToolbarDialog}
        onExit={(href) => void navigate(href)}
      />
      <article className="cms-page cms-page--editing">
        {state.status === 'draft' ? <p className="editor-notice container">{t('editor.unpublishedBadge')}</p> : null}
        {hasTitleSection ? null : (
          <header className="page-header container">
            <EditableTitle
              key={state.renderKeys.__title ?? 0}
              title={state.title}
              edits={edits}
              onChange={(title) => dispatch(title === null ? { type: 'rerender', sectionId: '__title' } : { type: 'setTitle', title })}
            />
          </header>
        )}
        <SectionRefsProvider value={state.refs}>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={dndAccessibility(t, state.sections)}>
            <SortableContext items={state.sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
              {state.sections.map((section, index) => (
                <EditableSection
                  key={section.id}
                  section={section}
                  index={index}
                  count={state.sections.length}
                  renderKey={state.renderKeys[section.id] ?? 0}
                  media={state.refs.media}
                  focusPath={focusRequest?.sectionId === section.id ? focusRequest.path : null}
                  onCommand={(command) => onCommand(section.id, command)}
                  onEditField={(bound) => onEditField(section.id, bound)}
                />
              ))}
            </SortableContext>
          </DndContext>
        </SectionRefsProvider>
        <div className="editor-add container" data-editor-chrome>
          <button type="button" className="button button--secondary" onClick={() => openToolbarDialog('addSection')}>
            + {t('editor.addSection')}
          </button>
        </div>
      </article>
      {richEdit
        ? createPortal(
            <Suspense fallback={null}>
              <RichTextEditor
                initialHtml={richEdit.bound.field.value}
                label={t('editor.editField', { field: fieldLabel(richEdit.bound.field.path, t) })}
                onChange={(html) => {
                  richHtml.current = html
                  edits.typed()
                }}
                onDone={(html) => closeRichEdit(richEdit, html)}
                onCancel={() => closeRichEdit(richEdit, null)}
              />
            </Suspense>,
            richEdit.host,
          )
        : null}
      <SectionManager
        isOpen={dialog?.kind === 'addSection'}
        refs={state.refs}
        // The native dialog reports its close after the switch to the master list: keep that one open.
        onClose={() => setDialog((open) => (open?.kind === 'addSection' ? null : open))}
        onAdd={(section) => {
          dispatch({ type: 'insert', index: dialog?.kind === 'addSection' ? dialog.index : state.sections.length, section })
          setDialog(null)
        }}
        onOpenMasters={() => setDialog({ kind: 'masters', index: dialog?.kind === 'addSection' ? dialog.index : state.sections.length })}
      />
      <MasterComponentsDialog
        isOpen={dialog?.kind === 'masters'}
        onClose={() => setDialog((open) => (open?.kind === 'masters' ? null : open))}
        onInsert={(section) => {
          dispatch({ type: 'insert', index: dialog?.kind === 'masters' ? dialog.index : state.sections.length, section })
          void resolveRefs(section)
          setDialog(null)
        }}
      />
      <SaveMasterDialog
        section={dialog?.kind === 'saveMaster' ? openSection : null}
        defaultTitle={dialog?.kind === 'saveMaster' && openSection ? sectionTitle(openSection) : ''}
        onClose={() => setDialog(null)}
        onSaved={(section) => applySection(section) && setDialog(null)}
      />
      <SectionSettings section={dialog?.kind === 'settings' ? openSection : null} onClose={() => setDialog(null)} onApply={(section) => applySection(section) && setDialog(null)} />
      <SectionContent section={dialog?.kind === 'content' ? openSection : null} onClose={() => setDialog(null)} onApply={(section) => applySection(section) && setDialog(null)} />
      <ConfirmDialog
        question={
          dialog?.kind === 'delete' && openSection
            ? t('editor.confirmDelete', { title: sectionTitle(openSection) })
            : dialog?.kind === 'discard'
              ? t('editor.discard') + '?'
              : null
        }
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') dispatch({ type: 'remove', sectionId: dialog.sectionId })
          if (dialog?.kind === 'discard') void actions.discard()
          setDialog(null)
        }}
      />
      <ConfirmDialog
        question={blocker.state === 'blocked' ? t('editor.unsavedLeave') : null}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
      <RevisionsDialog
        isOpen={dialog?.kind === 'revisions'}
        pageId={state.pageId}
        locale={shell?.locale ?? 'hr'}
        current={state.sections}
        onClose={() => setDialog(null)}
        onRestore={(revision) => {
          setDialog(null)
          void actions.restore(revision.id)
        }}
      />
      <MediaLibrary
        isOpen={dialog?.kind === 'media'}
        isPicking={dialog?.kind === 'media' && dialog.target !== null}
        onClose={() => setDialog(null)}
        onPick={(media) => {
          if (dialog?.kind !== 'media' || !dialog.target) return
          dispatch({ type: 'addMedia', media })
          setPart(dialog.target.sectionId, [...dialog.target.path, 'mediaId'], media.id)
          setDialog(null)
        }}
      />
      <EditorExtrasDialogs
        open={dialog?.kind === 'icon' ? { kind: 'icon', target: dialog.target } : dialog?.kind === 'cache' || dialog?.kind === 'phonePreview' ? { kind: dialog.kind } : null}
        isDirty={state.isDirty}
        onClose={() => setDialog(null)}
        onPickIcon={(target, name) => {
          setDialog(null)
          setPart(target.sectionId, target.path, name)
        }}
      />
      <LayoutElementsDialog isOpen={dialog?.kind === 'layout'} onClose={() => setDialog(null)} />
      <EditableLayout />
      <CatalogEditing dialog={catalogDialog} setDialog={setCatalogDialog} />
      <PostEditing dialog={postDialog} setDialog={setPostDialog} />
      <NavigationDialog isOpen={dialog?.kind === 'navigation'} onClose={() => setDialog(null)} />
      <NewPageDialog isOpen={dialog?.kind === 'newPage'} currentPageId={state.pageId} currentPageTitle={state.title} onClose={() => setDialog(null)} />
      {shell?.versionBadge ? (
        <>
          <DomainDialog isOpen={dialog?.kind === 'domains'} onClose={() => setDialog(null)} forcedDomain={shell.versionBadge.forcedDomain} />
          <ChangelogDialog isOpen={dialog?.kind === 'releases'} onClose={() => setDialog(null)} isDevelopmentMode={shell.versionBadge.isDevelopmentMode} />
        </>
      ) : null}
    </>
  )
}
