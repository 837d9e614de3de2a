import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors';

export interface Schemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

/** Field path -> first message for that field, e.g. `{ 'courses.0.name': 'Course name is required' }`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const SCHEMAS = Symbol('validate.schemas');

/** The schemas a `validate()` handler checks (undefined for any other handler): tests derive
 * their requests from the route definitions with it, so a new route is fuzzed without listing it. */
export function validatedSchemas(handler: unknown): Schemas | undefined {
  return (handler as { [SCHEMAS]?: Schemas } | null | undefined)?.[SCHEMAS];
}

/** Parses body, params and query with zod schemas (from @fairway/contracts) and replaces them
 * with the parsed values; answers 400 `{ message, errors }` with the first issue as message. */
export function validate(schemas: Schemas): RequestHandler {
  const handler: RequestHandler = (req, _res, next) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      // A request without a JSON body has req.body undefined; validate it as an empty object.
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const result = schema.safeParse(input);
      if (!result.success) {
        const errors = fieldErrors(result.error);
        return next(new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request', errors));
      }
      if (part === 'query') {
        // Express 5's req.query is a getter; shadow it with the parsed value.
        Object.defineProperty(req, 'query', { value: result.data, writable: true, configurable: true, enumerable: true });
      } else {
        (req as unknown as Record<string, unknown>)[part] = result.data;
      }
    }
    next();
  };
  return Object.assign(handler, { [SCHEMAS]: schemas });
}
