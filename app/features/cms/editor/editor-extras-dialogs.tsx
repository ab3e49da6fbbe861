import type { IconName } from '#common/cms/sections/icon-names'
import { CacheViewDialog } from './cache-view-dialog'
import type { PartPath } from './editor-state'
import { IconListDialog } from './icon-list-dialog'
import { PhonePreviewDialog } from './phone-preview-dialog'

/** Where a chosen icon goes: a section's icon field. */
export interface IconTarget {
  sectionId: string
  path: PartPath
  current: IconName
}

export type ExtrasDialog = { kind: 'icon'; target: IconTarget } | { kind: 'cache' } | { kind: 'phonePreview' } | null

/** Issue 10 points 1, 2, 7, 8: the icon list, the cache view and the phone preview of edit mode. */
export function EditorExtrasDialogs(props: { open: ExtrasDialog; isDirty: boolean; onClose: () => void; onPickIcon: (target: IconTarget, name: IconName) => void }) {
  const { open, onClose } = props
  return (
    <>
      <IconListDialog
        current={open?.kind === 'icon' ? open.target.current : null}
        onClose={onClose}
        onPick={(name) => {
          if (open?.kind === 'icon') props.onPickIcon(open.target, name)
        }}
      />
      <CacheViewDialog isOpen={open?.kind === 'cache'} onClose={onClose} />
      <PhonePreviewDialog isOpen={open?.kind === 'phonePreview'} isDirty={props.isDirty} onClose={onClose} />
    </>
  )
}
