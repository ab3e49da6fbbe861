import { z } from 'zod'

// zod 4 probes `new Function` to decide whether to compile its parsers; the site's CSP forbids
// eval, and the probe alone is reported as a violation. In the browser we parse without the JIT
// (fast enough for forms); the server keeps it. Imported first by app/root.tsx, so it runs before
// any schema module is evaluated.
if (typeof document !== 'undefined') z.config({ jitless: true })
