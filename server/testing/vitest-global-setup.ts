import { createMigratedTemplate } from './migrated-template'

/** Migrates one template database for the whole run (see migrated-template.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  const template = await createMigratedTemplate(process.env.DATABASE_URL)
  Object.assign(process.env, template.env)
  return () => template.remove()
}
