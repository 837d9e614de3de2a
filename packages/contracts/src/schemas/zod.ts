import { z } from 'zod';

// In browsers, zod must not probe for eval (`new Function('')`): the front ends' CSP forbids eval
// and the probe is reported as a violation (e2e/tests/csp.spec.ts). Servers keep zod's JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
