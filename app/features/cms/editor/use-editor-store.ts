import { useCallback, useRef, useState } from 'react'
import type { EditorView } from './editor-api'
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state'

/**
 * The editor's state with a synchronous read: `read()` is the state after every action dispatched
 * so far, rendered or not. Save and publish read it right after an open edit was flushed into it
 * (a text committed by the blur of the very click that saves), so what is on screen is what is sent.
 */
export function useEditorStore(view: EditorView) {
  const [state, setState] = useState<EditorState>(() => initialEditorState(view))
  const latest = useRef<EditorState>(state)
  const dispatch = useCallback((action: EditorAction) => {
    latest.current = editorReducer(latest.current, action)
    setState(latest.current)
  }, [])
  const read = useCallback(() => latest.current, [])
  return { state, dispatch, read }
}
