import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatMoney } from '../../../../common/money'
import { fontBytes } from '../../../documents/pdf-writer'
import { demoUnits } from './pages/apartments'

const A4: [number, number] = [595.28, 841.89]
const ink = rgb(0.08, 0.13, 0.17)
const muted = rgb(0.37, 0.42, 0.46)
const brand = rgb(0.11, 0.21, 0.34)
const line = rgb(0.85, 0.87, 0.86)

async function newDocument(title: string): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const bytes = await fontBytes()
  const [regular, bold] = await Promise.all([doc.embedFont(bytes.regular, { subset: true }), doc.embedFont(bytes.bold, { subset: true })])
  doc.setTitle(title)
  doc.setAuthor('Vrtovi Save')
  doc.setProducer('Izlog')
  // Fixed dates keep the bytes (and so the media file name, a content hash) the same at every seed.
  doc.setCreationDate(new Date('2026-11-01T09:00:00Z'))
  doc.setModificationDate(new Date('2026-11-01T09:00:00Z'))
  return { doc, regular, bold }
}

function header(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, title: string, subtitle: string) {
  page.drawRectangle({ x: 0, y: A4[1] - 90, width: A4[0], height: 90, color: brand })
  page.drawText('Vrtovi Save', { x: 50, y: A4[1] - 45, size: 12, font: fonts.bold, color: rgb(1, 1, 1) })
  page.drawText(title, { x: 50, y: A4[1] - 72, size: 20, font: fonts.bold, color: rgb(1, 1, 1) })
  page.drawText(subtitle, { x: 50, y: A4[1] - 115, size: 10, font: fonts.regular, color: muted })
}

/** "Cjenik stanova": every apartment of phase 1 with floor, rooms, area, price and status. */
export async function priceListPdf(): Promise<Buffer> {
  const title = 'Cjenik stanova – faza 1'
  const { doc, regular, bold } = await newDocument(title)
  const units = demoUnits('Zgrada')
  const statusWords: Record<string, string> = { available: 'slobodan', reserved: 'rezerviran', sold: 'prodan' }
  const columns = [50, 110, 200, 250, 300, 390, 490]
  const heads = ['Stan', 'Zgrada', 'Kat', 'Sobe', 'Površina', 'Cijena', 'Status']
  let page = doc.addPage(A4)
  header(page, { regular, bold }, title, 'Cijene uključuju PDV od 25 %. Stanje na dan 1. studenoga 2026.')
  let y = A4[1] - 150
  const drawHeads = () => {
    heads.forEach((text, index) => page.drawText(text, { x: columns[index]!, y, size: 9, font: bold, color: ink }))
    y -= 8
    page.drawLine({ start: { x: 50, y }, end: { x: A4[0] - 50, y }, thickness: 1, color: line })
    y -= 14
  }
  drawHeads()
  for (const unit of units) {
    if (y < 60) {
      page = doc.addPage(A4)
      y = A4[1] - 60
      drawHeads()
    }
    const cells = [
      unit.label,
      unit.building,
      unit.floor === 0 ? 'prizemlje' : `${unit.floor}.`,
      String(unit.rooms).replace('.', ','),
      `${String(unit.areaM2).replace('.', ',')} m²`,
      unit.priceCents === undefined ? 'na upit' : formatMoney(unit.priceCents, 'hr'),
      statusWords[unit.status] ?? unit.status,
    ]
    cells.forEach((text, index) => page.drawText(text, { x: columns[index]!, y, size: 9, font: regular, color: ink }))
    y -= 16
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

/** A floor plan drawn from rooms in metres (1 m = 28 pt), with names and areas. */
export async function floorPlanPdf(input: { title: string; subtitle: string; rooms: { name: string; x: number; y: number; w: number; h: number }[] }): Promise<Buffer> {
  const { doc, regular, bold } = await newDocument(input.title)
  const page = doc.addPage(A4)
  header(page, { regular, bold }, input.title, input.subtitle)
  const scale = 28
  const originX = 70
  const originY = 220
  for (const room of input.rooms) {
    page.drawRectangle({
      x: originX + room.x * scale,
      y: originY + room.y * scale,
      width: room.w * scale,
      height: room.h * scale,
      borderColor: ink,
      borderWidth: 2.5,
      color: rgb(0.96, 0.97, 0.96),
    })
    const area = `${(room.w * room.h).toFixed(1).replace('.', ',')} m²`
    page.drawText(room.name, { x: originX + room.x * scale + 8, y: originY + (room.y + room.h) * scale - 18, size: 10, font: bold, color: ink })
    page.drawText(area, { x: originX + room.x * scale + 8, y: originY + (room.y + room.h) * scale - 32, size: 9, font: regular, color: muted })
  }
  page.drawText('Mjerilo 1 : 100 (približno). Dimenzije su informativne; mjerodavan je projekt.', { x: 50, y: 120, size: 8, font: regular, color: muted })
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}
