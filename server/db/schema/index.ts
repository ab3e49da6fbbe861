export * from './site'
export * from './cms'
export * from './gdpr'
