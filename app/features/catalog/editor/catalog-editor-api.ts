import type { EditableCategory, EditableProduct, ProductEditRow, ProductUpdate } from '#common/catalog/product-edit'
import type { ListResult } from '#common/http/envelope'
import type { Locale } from '#common/i18n/locales'
import type { MediaView } from '#common/media/sizes'
import { editorRequest } from '~/features/cms/editor/editor-api'

export interface ProductPayload {
  product: EditableProduct
  media: MediaView[]
}

const products = '/api/v1/backoffice/products'
const categories = '/api/v1/backoffice/product-categories'

/** The calls of the product-list and product-categories modals (server/api/catalog-editor.ts). */
export const catalogCalls = {
  listProducts: (query: { search: string; categoryId: number | null; page: number; language: Locale }) => {
    const params = new URLSearchParams({ page: String(query.page), language: query.language })
    if (query.search.trim()) params.set('search', query.search.trim())
    if (query.categoryId) params.set('categoryId', String(query.categoryId))
    return editorRequest<ListResult<ProductEditRow>>('GET', `${products}?${params}`)
  },
  getProduct: (id: number) => editorRequest<ProductPayload>('GET', `${products}/${id}`),
  saveProduct: (id: number, change: ProductUpdate) => editorRequest<ProductPayload>('PUT', `${products}/${id}`, change),
  listCategories: () => editorRequest<{ records: EditableCategory[] }>('GET', categories),
  createCategory: (input: { names: EditableCategory['names'] & { hr: string }; parentId: number | null; kpdCode?: string | null }) =>
    editorRequest<EditableCategory>('POST', categories, input),
  updateCategory: (id: number, input: { names: EditableCategory['names'] & { hr: string }; parentId: number | null; position: number; kpdCode?: string | null }) =>
    editorRequest<EditableCategory>('PUT', `${categories}/${id}`, input),
}
