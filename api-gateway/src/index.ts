export { createGatewayApp, SESSION_COOKIE, type GatewayDeps } from './app';
export { parseGatewayConfig, loadGatewayConfig, gatewayConfigShape, type GatewayConfig } from './config';
export { createSessionBackend, type SessionBackend } from './session/sessions';
export { serviceForPath } from './proxy/service-routes';
