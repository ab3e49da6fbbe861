import { useCallback, useState, type Dispatch } from 'react'
import { useToast } from '~/components/ui/toast'
import { pageCalls, type EditorView } from './editor-api'
import type { EditorAction, EditorState } from './editor-state'
import { useEditorT } from './use-editor-t'

/**
 * Save, publish, discard and restore: each first keeps an edit still open in place (`flush`),
 * then sends the state as it is now (`read`, not the last render's) with the version the editor
 * started from, and loads the server's answer. A refusal (a stale version, invalid content) keeps
 * the editor's work.
 */
export function usePageActions(read: () => EditorState, dispatch: Dispatch<EditorAction>, flush: () => void) {
  const t = useEditorT()
  const toast = useToast()
  const [isBusy, setBusy] = useState(false)
  const run = useCallback(
    async (work: (state: EditorState) => Promise<EditorView>, success: Parameters<typeof t>[0]) => {
      flush()
      const state = read()
      setBusy(true)
      try {
        dispatch({ type: 'load', view: await work(state) })
        toast.success(t(success))
        return true
      } catch (error) {
        toast.error(t('editor.failed', { message: (error as Error).message }))
        return false
      } finally {
        setBusy(false)
      }
    },
    [dispatch, flush, read, t, toast],
  )
  const draftOf = (state: EditorState) => ({ id: state.pageId, version: state.version, title: state.title, sections: state.sections })
  return {
    isBusy,
    save: () => run((state) => pageCalls.saveDraft(draftOf(state)), 'editor.saved'),
    publish: () =>
      run(async (state) => {
        const saved = state.isDirty ? await pageCalls.saveDraft(draftOf(state)) : null
        return pageCalls.publish(state.pageId, saved?.page.version ?? state.version)
      }, 'editor.published'),
    discard: () => run((state) => pageCalls.discard(state.pageId, state.version), 'editor.discarded'),
    restore: (revisionId: number) => run((state) => pageCalls.restore(state.pageId, revisionId, state.version), 'editor.restored'),
  }
}
