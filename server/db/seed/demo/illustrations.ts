/**
 * Demo pictures drawn as SVG and rasterised by sharp at seed time, so a fresh install needs no
 * network and ships no binary images. Deterministic: the same seed draws the same picture.
 */

export interface Palette {
  skyTop: string
  skyBottom: string
  ground: string
  building: string[]
  window: string
  accent: string
}

export const palettes = {
  dusk: {
    skyTop: '#1d3557',
    skyBottom: '#f4a261',
    ground: '#2a4d3a',
    building: ['#e9ecef', '#dee2e6', '#ced4da'],
    window: '#ffd166',
    accent: '#2a9d8f',
  },
  day: {
    skyTop: '#8ecae6',
    skyBottom: '#e0f2fe',
    ground: '#6a994e',
    building: ['#f8f9fa', '#e9ecef', '#adb5bd'],
    window: '#219ebc',
    accent: '#bc6c25',
  },
  river: {
    skyTop: '#a8dadc',
    skyBottom: '#f1faee',
    ground: '#457b9d',
    building: ['#ffffff', '#f1f3f5', '#dee2e6'],
    window: '#1d3557',
    accent: '#e63946',
  },
  night: {
    skyTop: '#0b132b',
    skyBottom: '#3a506b',
    ground: '#1c2541',
    building: ['#5bc0be', '#3a506b', '#6fffe9'],
    window: '#fcbf49',
    accent: '#fcbf49',
  },
} satisfies Record<string, Palette>

function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** A residential skyline: sky gradient, sun, trees, and apartment blocks with lit windows. */
export function skylineSvg(input: { width: number; height: number; palette: Palette; seed: number }): string {
  const { width: w, height: h, palette: p } = input
  const rnd = random(input.seed)
  const horizon = h * 0.72
  const parts: string[] = []
  let x = -20
  while (x < w) {
    const bw = w * (0.09 + rnd() * 0.1)
    const bh = h * (0.25 + rnd() * 0.4)
    const color = p.building[Math.floor(rnd() * p.building.length)] ?? p.building[0]
    const top = horizon - bh
    parts.push(`<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${color}"/>`)
    const cols = Math.max(2, Math.floor(bw / (w * 0.025)))
    const rows = Math.max(3, Math.floor(bh / (h * 0.05)))
    const cw = bw / cols
    const rh = bh / rows
    for (let r = 1; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rnd() < 0.45) continue
        parts.push(
          `<rect x="${(x + c * cw + cw * 0.25).toFixed(1)}" y="${(top + r * rh).toFixed(1)}" width="${(cw * 0.5).toFixed(1)}" height="${(rh * 0.45).toFixed(1)}" fill="${p.window}" opacity="${(0.55 + rnd() * 0.45).toFixed(2)}"/>`,
        )
      }
    }
    parts.push(`<rect x="${x.toFixed(1)}" y="${(top - h * 0.012).toFixed(1)}" width="${bw.toFixed(1)}" height="${(h * 0.012).toFixed(1)}" fill="${p.accent}"/>`)
    x += bw + w * (0.01 + rnd() * 0.03)
  }
  const trees: string[] = []
  for (let i = 0; i < 14; i++) {
    const tx = rnd() * w
    const size = h * (0.04 + rnd() * 0.05)
    trees.push(`<circle cx="${tx.toFixed(1)}" cy="${(horizon + size * 0.2).toFixed(1)}" r="${size.toFixed(1)}" fill="${p.ground}" opacity="0.9"/>`)
  }
  const sunX = w * (0.15 + rnd() * 0.7)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(1)}" cy="${(h * 0.22).toFixed(1)}" r="${(h * 0.08).toFixed(1)}" fill="#fff5d6" opacity="0.85"/>
${parts.join('')}
<rect y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="${p.ground}"/>
${trees.join('')}
</svg>`
}

/** An interior: floor, wall, window with a view, sofa and a lamp — for apartment and gallery pictures. */
export function interiorSvg(input: { width: number; height: number; palette: Palette; seed: number }): string {
  const { width: w, height: h, palette: p } = input
  const rnd = random(input.seed)
  const wall = ['#f5efe6', '#e8e1d9', '#f1f5f9', '#fdf6ec'][Math.floor(rnd() * 4)]
  const floorY = h * 0.7
  const winX = w * (0.1 + rnd() * 0.3)
  const winW = w * 0.35
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${wall}"/>
<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#b08968"/>
<rect x="${winX}" y="${h * 0.12}" width="${winW}" height="${h * 0.45}" fill="${p.skyTop}"/>
<rect x="${winX}" y="${h * 0.4}" width="${winW}" height="${h * 0.17}" fill="${p.ground}"/>
<rect x="${winX + winW / 2 - 3}" y="${h * 0.12}" width="6" height="${h * 0.45}" fill="#ffffff"/>
<rect x="${w * 0.5}" y="${floorY - h * 0.16}" width="${w * 0.38}" height="${h * 0.16}" rx="${h * 0.03}" fill="${p.accent}"/>
<rect x="${w * 0.5}" y="${floorY - h * 0.24}" width="${w * 0.38}" height="${h * 0.1}" rx="${h * 0.03}" fill="${p.accent}" opacity="0.8"/>
<rect x="${w * 0.9}" y="${h * 0.3}" width="4" height="${floorY - h * 0.3}" fill="#343a40"/>
<path d="M${w * 0.87} ${h * 0.3} L${w * 0.93} ${h * 0.3} L${w * 0.95} ${h * 0.38} L${w * 0.85} ${h * 0.38} Z" fill="${p.window}"/>
<rect x="${w * 0.1}" y="${floorY + h * 0.05}" width="${w * 0.3}" height="${h * 0.04}" fill="#7f5539" opacity="0.6"/>
</svg>`
}

/** A simple map: streets, the river, a park and a pin at the project's location. */
export function mapSvg(input: { width: number; height: number }): string {
  const { width: w, height: h } = input
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#eef2f0"/>
<path d="M0 ${h * 0.78} C ${w * 0.3} ${h * 0.65}, ${w * 0.6} ${h * 0.95}, ${w} ${h * 0.8} L ${w} ${h} L 0 ${h} Z" fill="#a8dadc"/>
<rect x="${w * 0.62}" y="${h * 0.12}" width="${w * 0.25}" height="${h * 0.3}" rx="12" fill="#cfe8c4"/>
<g stroke="#ffffff" stroke-width="${h * 0.035}" fill="none">
<path d="M0 ${h * 0.3} H ${w}"/><path d="M0 ${h * 0.55} H ${w}"/><path d="M${w * 0.25} 0 V ${h * 0.75}"/><path d="M${w * 0.55} 0 V ${h * 0.7}"/>
</g>
<g stroke="#d3d9d4" stroke-width="${h * 0.012}" fill="none"><path d="M${w * 0.4} 0 V ${h * 0.6}"/><path d="M0 ${h * 0.12} H ${w}"/></g>
<circle cx="${w * 0.45}" cy="${h * 0.45}" r="${h * 0.06}" fill="#e63946"/>
<circle cx="${w * 0.45}" cy="${h * 0.45}" r="${h * 0.025}" fill="#ffffff"/>
</svg>`
}

/** A word-mark logo for partner logo lists. */
export function logoSvg(input: { name: string; color: string; seed: number }): string {
  const rnd = random(input.seed)
  const shape =
    rnd() > 0.5
      ? `<circle cx="40" cy="40" r="26" fill="${input.color}"/>`
      : `<rect x="14" y="14" width="52" height="52" rx="10" fill="${input.color}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
<rect width="320" height="80" fill="#ffffff"/>${shape}
<text x="80" y="50" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#1f2937">${input.name}</text>
</svg>`
}

/** A three-room apartment floor plan: walls, doors, room names and areas. */
export function floorPlanSvg(input: { width: number; height: number; labels: string[] }): string {
  const { width: w, height: h } = input
  const x0 = w * 0.08
  const y0 = h * 0.1
  const pw = w * 0.84
  const ph = h * 0.8
  const wall = `stroke="#1f2937" stroke-width="${(w * 0.008).toFixed(1)}" fill="none"`
  const thin = `stroke="#1f2937" stroke-width="${(w * 0.004).toFixed(1)}"`
  const rooms: [number, number, number, number, string][] = [
    [0, 0, 0.55, 0.6, '#f1f5f0'],
    [0.55, 0, 0.45, 0.45, '#f7f3ea'],
    [0.55, 0.45, 0.45, 0.55, '#eef3f7'],
    [0, 0.6, 0.3, 0.4, '#f7f3ea'],
    [0.3, 0.6, 0.25, 0.4, '#e8f0f4'],
  ]
  const fills = rooms
    .map(([rx, ry, rw, rh, color]) => `<rect x="${x0 + rx * pw}" y="${y0 + ry * ph}" width="${rw * pw}" height="${rh * ph}" fill="${color}" ${thin}/>`)
    .join('')
  const text = rooms
    .map(([rx, ry, rw, rh], index) => {
      const label = input.labels[index] ?? ''
      return `<text x="${x0 + (rx + rw / 2) * pw}" y="${y0 + (ry + rh / 2) * ph}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${(h * 0.035).toFixed(0)}" fill="#374151">${label}</text>`
    })
    .join('')
  const doors = [
    [0.55, 0.2],
    [0.55, 0.7],
    [0.15, 0.6],
    [0.42, 0.6],
  ]
    .map(([dx, dy]) => `<circle cx="${x0 + dx! * pw}" cy="${y0 + dy! * ph}" r="${w * 0.018}" fill="#ffffff"/>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>${fills}${doors}
<rect x="${x0}" y="${y0}" width="${pw}" height="${ph}" ${wall}/>
<rect x="${x0 + pw * 0.05}" y="${y0 - h * 0.012}" width="${pw * 0.3}" height="${h * 0.024}" fill="#8ecae6"/>
<rect x="${x0 + pw * 0.62}" y="${y0 - h * 0.012}" width="${pw * 0.3}" height="${h * 0.024}" fill="#8ecae6"/>
${text}
</svg>`
}

/** A friendly, faceless portrait for the contact person. */
export function portraitSvg(input: { size: number; background: string; shirt: string; hair: string }): string {
  const s = input.size
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${input.background}"/>
<path d="M18 100c2-20 15-30 32-30s30 10 32 30Z" fill="${input.shirt}"/>
<circle cx="50" cy="42" r="17" fill="#e0b391"/>
<path d="M31 44c-2-16 8-25 19-25s22 8 19 25c-3-8-9-13-19-13s-16 5-19 13Z" fill="${input.hair}"/>
</svg>`
}
