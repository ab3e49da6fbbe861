import type { MetaFunction } from 'react-router'

/**
 * The benchmarks' reference for "a bare React Router route served by the same process": no site
 * layout (the root loader skips the shell for this path) and no loader, one paragraph (issue 11 §4).
 */
export const meta: MetaFunction = () => [{ title: 'Izlog' }, { name: 'robots', content: 'noindex' }]

export default function Bare() {
  return <p>Izlog</p>
}
