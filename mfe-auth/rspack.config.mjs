import { createAppConfig } from '../scripts/mf/create-config.mjs';

// Exposes every module of src/exposes/ (platform contract, 'Exposed modules').
export default createAppConfig({ appDir: import.meta.dirname, name: 'auth' });
