import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * PGlite as shipped runs PostgreSQL with `-F` (fsync off), and its Node filesystem ignores fsync
 * anyway: a commit sits in the OS page cache, safe from a crash of the process but not of the
 * machine. Izlog turns fsync back on and makes the filesystem's fsync real, so a committed order
 * is on the disk when the customer sees "thank you" (docs/operations.md, "Durability").
 */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  // The WAL is opened with O_DSYNC (Node passes it through as O_SYNC): each WAL write reaches the
  // disk before the commit returns, without a separate fsync call per commit.
  '-c',
  'wal_sync_method=open_datasync',
]

interface EmscriptenStream {
  nfd?: number
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } }
}
type InitOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts']

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]): Promise<{ emscriptenOpts: InitOptions }> {
    const result = await super.init(pg, emscriptenOptions)
    const preRun = (result.emscriptenOpts.preRun ?? []) as ((module: EmscriptenModule) => void)[]
    // Checkpoints fsync the data files before old WAL is recycled; without this they would not.
    preRun.push((module) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd)
        return 0
      }
    })
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } }
  }
}

/**
 * initdb (a separate WebAssembly program) writes a new data directory without any fsync: flush
 * every file and folder once, so the first start is on disk as well.
 */
export function syncDirectoryTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) syncDirectoryTree(full)
    else if (entry.isFile()) syncPath(full)
  }
  syncPath(dir)
}

function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}
