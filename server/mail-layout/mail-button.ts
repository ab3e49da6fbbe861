import { mailFont, mailPalette } from './mail-palette'

/**
 * A paragraph holding one link marked `class="button"` — what the built-in texts and the owner's
 * edits write — becomes a table-based ("bulletproof") button. The colour sits on the table cell,
 * which Outlook for Windows paints (it ignores padding and background on `<a>`), and the link's own
 * padding makes the whole button clickable in Gmail and Apple Mail.
 */
export function bulletproofButtons(html: string): string {
  return html.replace(
    /<p\b[^>]*\bclass="button"[^>]*>\s*<a\b([^>]*?)\bhref="([^"]*)"([^>]*)>([\s\S]*?)<\/a>\s*<\/p>/gi,
    (_, _before: string, href: string, _after: string, label: string) => buttonHtml(href, label),
  )
}

function buttonHtml(href: string, label: string): string {
  const { button, buttonInk } = mailPalette
  return (
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:20px 0"><tr>` +
    `<td align="center" bgcolor="${button}" style="border-radius:8px;background-color:${button}">` +
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;border:1px solid ${button};border-radius:8px;font-family:${mailFont};font-size:16px;font-weight:bold;line-height:20px;color:${buttonInk};text-decoration:none">${label}</a>` +
    `</td></tr></table>`
  )
}
