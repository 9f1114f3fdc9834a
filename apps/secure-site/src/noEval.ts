import * as z from 'zod/mini'

// The secure site's policy allows no eval: zod would otherwise try `new Function` once to see if it may
// compile its parsers, and the browser reports a policy violation for it.
z.config({ jitless: true })
