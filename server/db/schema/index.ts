export * from './site'
export * from './cms'
export * from './gdpr'
export * from './users'
