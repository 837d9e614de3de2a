// Ports of the extra servers the delivery tests (tests/delivery.spec.ts) start. The global setup
// puts STAGING_ORIGIN on the preview allowlist (PREVIEW_ORIGINS) of the system under test;
// UNLISTED_ORIGIN serves the same build but is not on it.
export const STAGING_PORT = 3102;
export const STAGING_ORIGIN = `http://localhost:${STAGING_PORT}`;
export const UNLISTED_PORT = 3202;
export const UNLISTED_ORIGIN = `http://localhost:${UNLISTED_PORT}`;
/** A shell of its own for tests that point a remote of the map elsewhere. */
export const SHELL_PORT = 3110;
export const INCOMPATIBLE_PORT = 3103;
