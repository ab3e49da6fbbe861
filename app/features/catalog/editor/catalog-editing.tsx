import { useCallback, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { useRevalidator } from 'react-router'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { ProductEditContext, type ProductEditRenderer } from '../product-edit-slot'
import { CategoriesDialog } from './categories-dialog'
import { ProductEditorDialog } from './product-editor-dialog'
import { ProductListDialog } from './product-list-dialog'
import './catalog-editor.css'

export type CatalogDialog = { kind: 'products' } | { kind: 'categories' } | { kind: 'product'; id: number; fromList: boolean } | null

interface CatalogEditingProps {
  dialog: CatalogDialog
  setDialog: Dispatch<SetStateAction<CatalogDialog>>
  /** The page under edit: product cards and the product page in it get an edit control. */
  children?: ReactNode
}

/**
 * Issue 10 point 6 in edit mode: the product-list, product editor and product-categories modals,
 * and an "Uredi proizvod" control on every product card and product page under `children`.
 * After a save the page's loaders run again, so the editor sees what visitors now see.
 */
export function CatalogEditing({ dialog, setDialog, children }: CatalogEditingProps) {
  const t = useEditorT()
  const revalidator = useRevalidator()
  const renderEditButton = useCallback<ProductEditRenderer>(
    (product) => (
      <button
        type="button"
        className="editor-button editor-button--primary catalog-edit-button"
        data-editor-chrome
        aria-label={t('catalogEdit.editProductNamed', { name: product.name })}
        onClick={() => setDialog({ kind: 'product', id: product.id, fromList: false })}
      >
        {t('catalogEdit.editProduct')}
      </button>
    ),
    [t, setDialog],
  )
  // A native dialog reports its close after the switch to the next one: only close what is still open.
  const closeIf = (kind: 'products' | 'categories') => setDialog((open) => (open?.kind === kind ? null : open))
  const closeProduct = () => setDialog((open) => (open?.kind === 'product' ? (open.fromList ? { kind: 'products' } : null) : open))
  return (
    <ProductEditContext.Provider value={renderEditButton}>
      {children}
      <ProductListDialog
        isOpen={dialog?.kind === 'products'}
        onClose={() => closeIf('products')}
        onEdit={(id) => setDialog({ kind: 'product', id, fromList: true })}
      />
      <ProductEditorDialog
        productId={dialog?.kind === 'product' ? dialog.id : null}
        onClose={closeProduct}
        onSaved={() => {
          void revalidator.revalidate()
          closeProduct()
        }}
      />
      <CategoriesDialog isOpen={dialog?.kind === 'categories'} onClose={() => closeIf('categories')} onChanged={() => void revalidator.revalidate()} />
    </ProductEditContext.Provider>
  )
}
