// Async boundary: shared singletons (React, the store, the platform) are negotiated with the
// Module Federation runtime before any of this app's code runs.
import('./bootstrap');
