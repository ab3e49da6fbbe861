import type { MetaFunction } from 'react-router'

// The benchmark's trivial SSR page: the full layout (root loader) around a paragraph, nothing else.
export const meta: MetaFunction = () => [{ title: 'Izlog' }, { name: 'robots', content: 'noindex' }]

export default function Baseline() {
  return (
    <div className="container">
      <p>Izlog</p>
    </div>
  )
}
