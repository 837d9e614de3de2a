import type {} from './express-augment'; // types only: the Request fields every server uses

export { createServiceApp, type ServiceAppOptions } from './app';
export { startServer, type RunningServer, type StartServerOptions } from './server';
export {
  mountDomainServices,
  startDomainService,
  type BackgroundWorker,
  type DomainAppOptions,
  type DomainService,
  type DomainServiceOptions,
} from './domain-service';
export {
  ApiError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooManyRequests,
  unavailable,
  isDatabaseUnavailable,
  DATABASE,
  errorHandler,
  notFoundHandler,
  type FieldErrors,
} from './errors';
export { validate, fieldErrors } from './validate';
export { rejectMalformedUrl, rejectHostileBody, jsonBody, MALFORMED_URL_MESSAGE, NUL_IN_BODY_MESSAGE } from './hostile-input';
export { drainRequest } from './drain-request';
export {
  loadConfig,
  parseConfig,
  ConfigError,
  serviceConfigShape,
  databaseUrl,
  internalSecret,
  migrateOnStart,
  secret,
  weakSecretProblem,
  estimatedEntropyBits,
  isProduction,
  host,
  smtpUrl,
  mailConfigShape,
  port,
  DEV_INTERNAL_SECRET,
} from './config';
export { logger, createLogger, type Logger } from './logger';
export { systemClock, type Clock } from './clock';
export {
  signIdentity,
  verifyIdentity,
  identityMiddleware,
  bodyDigest,
  recordBodyDigest,
  bodyDigestCheck,
  requireUser,
  currentUserId,
  defaultInternalSecret,
  USER_HEADER,
  TIMESTAMP_HEADER,
  SIGNATURE_HEADER,
  BODY_DIGEST_HEADER,
  IDENTITY_HEADERS,
  REQUEST_ID_HEADER,
  PASSWORD_RESET_USER_HEADER,
  CURRENT_PASSWORD_REFUSED_HEADER,
  EMAIL_CHANGED_USER_HEADER,
  IDENTITY_MAX_AGE_MS,
  type IdentityHeaders,
  type IdentityResult,
  type SignedRequest,
} from './identity';
export { requestIdOf, requestLogging } from './request-id';
export { mountHealth, schemaReadiness, type ReadinessCheck } from './health';
export { UnansweredRequests, UNANSWERED_AFTER_MS, type UnansweredCounts } from './unanswered';
export { serviceFetch, type ServiceFetchOptions, type ServiceResponse } from './service-fetch';
export { InProcessDispatcher, type RequestListener } from './in-process-dispatcher';
export { sendMail, outboxDir, DEFAULT_OUTBOX_DIR, type MailMessage, type SentMail, type MailLog } from './mail';
export { createMailOutbox, retryDelayMs, MAIL_MAX_ATTEMPTS, type MailOutbox, type MailOutboxOptions } from './mail-outbox';
