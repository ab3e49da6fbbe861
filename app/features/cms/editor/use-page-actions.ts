import { useCallback, useState, type Dispatch } from 'react'
import { useToast } from '~/components/ui/toast'
import { pageCalls, type EditorView } from './editor-api'
import type { EditorAction, EditorState } from './editor-state'
import { useEditorT } from './use-editor-t'

/**
 * Save, publish, discard and restore: each sends the version the editor started from, and loads
 * the server's answer. A refusal (a stale version, invalid content) keeps the editor's work.
 */
export function usePageActions(state: EditorState, dispatch: Dispatch<EditorAction>) {
  const t = useEditorT()
  const toast = useToast()
  const [isBusy, setBusy] = useState(false)
  const run = useCallback(
    async (work: () => Promise<EditorView>, success: Parameters<typeof t>[0]) => {
      setBusy(true)
      try {
        dispatch({ type: 'load', view: await work() })
        toast.success(t(success))
        return true
      } catch (error) {
        toast.error(t('editor.failed', { message: (error as Error).message }))
        return false
      } finally {
        setBusy(false)
      }
    },
    [dispatch, t, toast],
  )
  const draft = { id: state.pageId, version: state.version, title: state.title, sections: state.sections }
  return {
    isBusy,
    save: () => run(() => pageCalls.saveDraft(draft), 'editor.saved'),
    publish: () =>
      run(async () => {
        const saved = state.isDirty ? await pageCalls.saveDraft(draft) : null
        return pageCalls.publish(state.pageId, saved?.page.version ?? state.version)
      }, 'editor.published'),
    discard: () => run(() => pageCalls.discard(state.pageId, state.version), 'editor.discarded'),
    restore: (revisionId: number) => run(() => pageCalls.restore(state.pageId, revisionId, state.version), 'editor.restored'),
  }
}
