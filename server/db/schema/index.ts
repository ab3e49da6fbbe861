export * from './site'
export * from './cms'
