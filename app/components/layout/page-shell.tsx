import type { ReactNode } from 'react'

/** The frame of an app screen (cart, checkout, profile…): a heading and the screen's content. */
export function PageShell({ title, children, lead }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="page-shell container">
      <header className="page-header">
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}
