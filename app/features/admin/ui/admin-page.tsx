import type { ReactNode } from 'react'

/** The frame of one admin screen: its heading, optional actions beside it, then the content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <header className="admin-page__header">
        <h1 id="admin-page-title">{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}
