import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawProduct, productKinds, type ProductView } from './index'

const views: ProductView[] = ['front', 'room', 'detail']
const hash = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex')

describe('product art', () => {
  it('has a drawing for each of the fifty product kinds', () => {
    expect(new Set(productKinds).size).toBe(50)
  })

  it('renders every kind in every view as a 960×720 PNG, no two alike', async () => {
    const seen = new Map<string, string>()
    for (const kind of productKinds) {
      for (const view of views) {
        const png = await sharp(Buffer.from(drawProduct({ kind, colour: '#3f6e8c', view, seed: 7 }))).png().toBuffer()
        const { width, height } = await sharp(png).metadata()
        expect({ kind, view, width, height }).toEqual({ kind, view, width: 960, height: 720 })
        const key = hash(png)
        expect(seen.get(key), `${kind} ${view}`).toBeUndefined()
        seen.set(key, `${kind} ${view}`)
      }
    }
    expect(seen.size).toBe(productKinds.length * views.length)
  }, 120_000)

  it('paints the product in its own colour: two colours give two pictures', async () => {
    for (const kind of productKinds) {
      for (const view of views) {
        const blue = drawProduct({ kind, colour: '#3f6e8c', view, seed: 7 })
        const red = drawProduct({ kind, colour: '#b5524a', view, seed: 7 })
        expect(blue, `${kind} ${view}`).not.toBe(red)
      }
      const [blue, red] = await Promise.all(
        ['#3f6e8c', '#b5524a'].map(async (colour) => hash(await sharp(Buffer.from(drawProduct({ kind, colour, view: 'front', seed: 7 }))).png().toBuffer())),
      )
      expect(blue, kind).not.toBe(red)
    }
  }, 60_000)

  it('is deterministic for one input and varies with the seed', () => {
    for (const kind of productKinds) {
      const input = { kind, colour: '#7a9e7e', accent: '#e63946', view: 'room' as const, seed: 42 }
      expect(drawProduct(input)).toBe(drawProduct({ ...input }))
      expect(drawProduct(input), kind).not.toBe(drawProduct({ ...input, seed: 43 }))
    }
  })

  it('draws shapes only: no text, fonts, images or external references', () => {
    for (const kind of productKinds) {
      for (const view of views) {
        const svg = drawProduct({ kind, colour: '#c98b5b', view, seed: 3 })
        expect(svg, `${kind} ${view}`).not.toMatch(/<text|href=|<image|@import|font-family|url\((?!#)/)
        expect(svg.match(/https?:\/\/[^"]+/g) ?? []).toEqual(['http://www.w3.org/2000/svg'])
        expect(svg).toMatch(/^<svg [^>]*width="960" height="720" viewBox="0 0 960 720"/)
      }
    }
  })

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => drawProduct({ kind: 'sofa', colour: 'blue', view: 'front', seed: 1 })).toThrow(/#rrggbb/)
  })
})
