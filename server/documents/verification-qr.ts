import bwipjs, { type RenderOptions } from 'bwip-js/node'

/**
 * The invoice's QR code as a PNG. The rules (Pravilnik o fiskalizaciji čl. 18.c) ask for the
 * smallest QR version that holds the link, error correction at least L, at least 2 × 2 cm and
 * 2 mm of blank margin: bwip-js picks the smallest version (6, 41 modules, for a link with a JIR);
 * level M survives a creased printout; 4 px per module with a quiet zone of 4 modules. Drawn 3 cm
 * wide, the code itself is 2.5 cm and the margin 2.4 mm.
 */
export function verificationQrPng(link: string): Promise<Buffer> {
  // QR options bwip-js passes through to the encoder but does not type.
  const options: RenderOptions & { eclevel: 'L' | 'M' | 'Q' | 'H' } = {
    bcid: 'qrcode',
    text: link,
    eclevel: 'M',
    scale: 2,
    padding: 8,
    backgroundcolor: 'FFFFFF',
  }
  return bwipjs.toBuffer(options)
}
