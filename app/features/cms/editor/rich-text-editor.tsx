import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import Link from '@tiptap/extension-link'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LinkTarget } from '#common/cms/link'
import { linkFromAttributes, LinkOptionsDialog, type RichLinkAttributes } from './link-options-dialog'
import { useEditorT } from './use-editor-t'

/** TipTap's link mark that also keeps what an internal link points at (`data-link`, see common/cms/link). */
const RichLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      'data-link': { default: null },
    }
  },
})

interface RichTextEditorProps {
  initialHtml: string
  label: string
  onDone: (html: string) => void
  onCancel: () => void
  /** Each change as it is typed: the page editor's status and its save read it (issue 20). */
  onChange?: (html: string) => void
}

/**
 * TipTap (ADR 012) in place of a rich-text field: the marks and blocks the server's sanitiser
 * keeps (bold, italic, links, lists, h2–h4), nothing else. The server cleans the HTML again on save.
 */
export default function RichTextEditor({ initialHtml, label, onDone, onCancel, onChange }: RichTextEditorProps) {
  const t = useEditorT()
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
  })
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: false,
      }),
      RichLink.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        defaultProtocol: 'https',
        // A new tab is the editor's choice per link (link options), not every link's default.
        HTMLAttributes: { target: null, rel: null },
      }),
    ],
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChangeRef.current?.(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-editor__content' } },
  })
  useEffect(() => {
    editor?.commands.focus('end')
  }, [editor])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      link: current?.isActive('link') ?? false,
    }),
  })
  const [linkDraft, setLinkDraft] = useState<{ link: LinkTarget; href: string } | null>(null)
  if (!editor) return null
  const chain = () => editor.chain().focus()
  const setLink = () => {
    const attributes = editor.getAttributes('link') as Partial<RichLinkAttributes>
    setLinkDraft({ link: linkFromAttributes(attributes), href: attributes.href ?? '' })
  }
  const applyLink = (attributes: RichLinkAttributes) => {
    setLinkDraft(null)
    chain().extendMarkRange('link').setLink(attributes).run()
  }
  const removeLink = () => {
    setLinkDraft(null)
    chain().extendMarkRange('link').unsetLink().run()
  }
  const buttons = [
    { key: 'bold', label: t('editor.bold'), text: 'B', run: () => chain().toggleBold().run(), isActive: active?.bold },
    { key: 'italic', label: t('editor.italic'), text: 'I', run: () => chain().toggleItalic().run(), isActive: active?.italic },
    { key: 'heading', label: t('editor.heading'), text: 'H', run: () => chain().toggleHeading({ level: 3 }).run(), isActive: active?.heading },
    { key: 'bullet', label: t('editor.bulletList'), text: '•', run: () => chain().toggleBulletList().run(), isActive: active?.bulletList },
    { key: 'ordered', label: t('editor.orderedList'), text: '1.', run: () => chain().toggleOrderedList().run(), isActive: active?.orderedList },
    { key: 'link', label: t('editor.link'), text: '🔗', run: setLink, isActive: active?.link },
  ]
  return (
    <div
      className="rich-editor"
      data-editor-chrome
      onKeyDown={(event) => {
        // Escape inside the link options dialog closes the dialog, not the whole text.
        if (event.key === 'Escape' && !(event.target as HTMLElement).closest('dialog')) {
          event.preventDefault()
          event.stopPropagation()
          onCancel()
        }
      }}
    >
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.formatting')}>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className="editor-button editor-button--icon"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.isActive ? 'true' : 'false'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <button type="button" className="editor-button editor-button--primary" onClick={() => onDone(editor.getHTML())}>
          {t('editor.done')}
        </button>
      </div>
      <EditorContent editor={editor} />
      <LinkOptionsDialog initial={linkDraft} onApply={applyLink} onRemove={removeLink} onClose={() => setLinkDraft(null)} />
    </div>
  )
}
