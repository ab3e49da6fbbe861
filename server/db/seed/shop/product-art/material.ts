import { mix, type Shades } from './colour'
import { circle, d, ellipse, line, poly, rect, stroke, times } from './svg'
import type { Material } from './types'

interface Swatch {
  x: number
  y: number
  w: number
  h: number
  body: Shades
  accent: Shades
  rnd: () => number
}

/** A close-up of a surface, filling the swatch box; the caller clips it to a rounded card. */
export function materialSwatch(material: Material, s: Swatch): string {
  const { x, y, w, h, body } = s
  const fill = rect(x, y, w, h, body.base)
  switch (material) {
    case 'fabric':
      // A plain weave: light warp threads over dark weft threads, offset every other row.
      return (
        fill +
        times(Math.ceil(h / 14), (row) => rect(x, y + row * 14, w, 6, body.dark, 0, 'opacity="0.35"')) +
        times(Math.ceil(w / 14), (col) =>
          times(Math.ceil(h / 28), (row) => rect(x + col * 14 + 2, y + row * 28 + (col % 2) * 14, 8, 12, body.light, 3, 'opacity="0.55"')),
        )
      )
    case 'wood':
      return (
        fill +
        times(16, (i) => {
          const lx = x + (i + 0.5) * (w / 16) + (s.rnd() - 0.5) * 8
          const bend = 8 + s.rnd() * 14
          return stroke(d`M${lx} ${y} C${lx + bend} ${y + h * 0.3} ${lx - bend} ${y + h * 0.6} ${lx + bend * 0.4} ${y + h}`, i % 3 ? body.dark : body.deep, 2 + (i % 4), 'opacity="0.45"')
        }) +
        ellipse(x + w * 0.62, y + h * 0.46, 16, 34, body.deep, 'opacity="0.5"') +
        stroke(d`M${x + w * 0.62 - 28} ${y + h * 0.3} Q${x + w * 0.62} ${y + h * 0.46} ${x + w * 0.62 - 28} ${y + h * 0.62}`, body.dark, 3, 'opacity="0.5"')
      )
    case 'lacquer':
      return fill + rect(x, y, w, h * 0.45, body.light, 0, 'opacity="0.5"') + sheen(s) + rect(x, y + h * 0.7, w, 4, body.deep, 0, 'opacity="0.6"')
    case 'metal':
      return fill + times(Math.ceil(w / 5), (i) => rect(x + i * 5, y, 2, h, i % 3 ? body.light : body.dark, 0, `opacity="${0.2 + ((i * 7) % 5) / 10}"`)) + sheen(s)
    case 'stone':
      return (
        fill +
        times(140, () => circle(x + s.rnd() * w, y + s.rnd() * h, 1.5 + s.rnd() * 5, s.rnd() > 0.5 ? body.deep : body.pale, 'opacity="0.55"')) +
        stroke(d`M${x} ${y + h * 0.3} C${x + w * 0.4} ${y + h * 0.25} ${x + w * 0.5} ${y + h * 0.5} ${x + w} ${y + h * 0.45}`, body.pale, 3, 'opacity="0.6"')
      )
    case 'screen': {
      const cx = x + w / 2
      const cy = y + h * 0.4
      return (
        fill +
        rect(x + 24, y + 40, w - 48, h - 80, '#1f2430', 22) +
        circle(cx, cy, w * 0.3, 'none', `stroke="#394150" stroke-width="14"`) +
        stroke(d`M${cx - w * 0.3} ${cy} A${w * 0.3} ${w * 0.3} 0 0 1 ${cx + w * 0.21} ${cy - w * 0.21}`, s.accent.base, 14) +
        circle(cx, cy, w * 0.12, s.accent.light) +
        times(3, (i) => rect(x + 52, y + h * 0.7 + i * 34, (w - 104) * (0.9 - i * 0.25), 14, i ? '#4a5364' : s.accent.light, 7)) +
        times(3, (i) => circle(x + 64 + i * ((w - 128) / 2), y + h - 72, 14, i === 1 ? s.accent.base : '#394150'))
      )
    }
    case 'glow':
      return (
        rect(x, y, w, h, mix(body.deep, '#1c1a1f', 0.5)) +
        times(6, (i) => circle(x + w / 2, y + h * 0.42, w * (0.65 - i * 0.1), body.base, `opacity="${0.12 + i * 0.08}"`)) +
        circle(x + w / 2, y + h * 0.42, w * 0.1, '#fff8e1')
      )
    case 'paper':
      return (
        rect(x, y, w, h, '#fbfaf7') +
        rect(x, y, w, h * 0.32, body.base) +
        rect(x + 28, y + h * 0.08, w * 0.45, 16, body.pale, 8) +
        times(9, (i) => rect(x + 28, y + h * 0.4 + i * 30, (w - 56) * (i % 4 === 3 ? 0.55 : 1), 10, '#d9d6cf', 5)) +
        line(x + w - 10, y, x + w - 10, y + h, '#e8e4dc', 6)
      )
  }
}

function sheen(s: Swatch): string {
  const { x, y, w, h } = s
  return poly([[x, y + h * 0.55], [x + w, y + h * 0.2], [x + w, y + h * 0.34], [x, y + h * 0.69]], '#ffffff', 'opacity="0.18"')
}
