import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text the browser asks for often enough to be worth a compressed copy; below 1 KB it does not pay. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/
const MIN_BYTES = 1024

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of the
 * client build's `assets` folder, which the server sends as they are (ADR 036): each file is
 * compressed once, at the strongest setting, instead of at a fast setting on every request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'izlog:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config
      const assets = path.resolve(root, build.outDir, build.assetsDir)
      const names = await fs.readdir(assets).catch(() => [] as string[])
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(assets, name)
            const body = await fs.readFile(file)
            if (body.length < MIN_BYTES) return
            const [br, gz] = await Promise.all([
              brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gzip(body, { level: 9 }),
            ])
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
          }),
      )
    },
  }
}
