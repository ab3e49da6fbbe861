import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('chunk-load failure (§8, §9)', () => {
  it('recognises the browsers’ dynamic-import errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://izlog.hr/assets/editor-abc.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/admin.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads at most once per 60 s in a tab', () => {
    const storage = memoryStorage()
    let reloads = 0
    const reload = () => void (reloads += 1)
    const start = 1_000_000
    expect(reloadAfterChunkError(storage, reload, start)).toBe(true)
    expect(reloadAfterChunkError(storage, reload, start + 1_000)).toBe(false)
    expect(reloadAfterChunkError(storage, reload, start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(reloads).toBe(1)
    expect(reloadAfterChunkError(storage, reload, start + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(reloads).toBe(2)
  })
})
