/** The catalogue domain: products, categories, attributes, layered navigation, price history. */
export * from './catalog-service'
export * from './catalog-write'
export * from './catalog-index'
export * from './category-service'
export * from './product-cards'
export * from './product-detail'
export * from './price-history'
export { loadAttributes } from './attribute-map'
