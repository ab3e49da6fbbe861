import { Dialog } from '~/components/ui/dialog'
import { useEditorT } from './use-editor-t'

/** §2 confirmation-modal: one question, cancel or confirm. */
export function ConfirmDialog({ question, onConfirm, onCancel }: { question: string | null; onConfirm: () => void; onCancel: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={question !== null} onClose={onCancel} title={t('editor.confirmation')} className="editor-dialog editor-dialog--small">
      <p>{question}</p>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('editor.confirm')}
        </button>
      </div>
    </Dialog>
  )
}
