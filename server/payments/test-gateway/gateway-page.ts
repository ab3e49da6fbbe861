import { escapeHtml } from '../../../common/text/escape-html'

/** The test gateway's pages: plain HTML forms, no script, readable at 360 px. */
export function gatewayPage(input: { title: string; body: string }): string {
  return `<!doctype html><html lang="hr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f3f4f6;color:#111827}
main{max-width:480px;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#4b5563}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #374151;background:#fff;cursor:pointer}
button.primary{background:#065f46;border-color:#065f46;color:#fff}fieldset{border:1px solid #d1d5db;border-radius:8px;margin-top:1rem}
.note{font-size:.875rem;color:#4b5563}
</style></head><body><main>${input.body}</main></body></html>`
}

export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
}
