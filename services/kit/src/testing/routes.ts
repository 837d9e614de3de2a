import type { Express, Router } from 'express';
import type { z } from 'zod';
import { validatedSchemas } from '../validate';

export interface RouteInfo {
  method: string;
  /** As declared, e.g. `/api/leagues/:id/join`. */
  path: string;
  /** The body schema its `validate()` checks, if any. */
  body?: z.ZodType;
}

interface LayerLike {
  rawPath?: unknown;
  handle?: { stack?: LayerLike[] };
  route?: { path: string; methods: Record<string, boolean>; stack: LayerLike[] };
}

/** Every route the apps or routers declare (nested routers included), read from them so tests
 * that must cover every route (the fuzz) cover a new one without being told. */
export function listRoutes(...handlers: Array<Express | Router>): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const body = layer.route.stack.map((l) => validatedSchemas(l.handle)?.body).find(Boolean);
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          found.push({ method: method.toUpperCase(), path: prefix + layer.route.path, body });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        walk(layer.handle.stack, typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? prefix + layer.rawPath : prefix);
      }
    }
  };
  for (const handler of handlers) {
    const router = 'router' in handler ? handler.router : handler;
    walk((router as unknown as { stack: LayerLike[] }).stack, '');
  }
  return found;
}

interface ZodInternals {
  shape?: Record<string, unknown>;
  _zod?: { def?: { innerType?: unknown; in?: unknown; out?: unknown } };
}

/** The top-level field names of an object schema, through defaults, optionals and pipes. */
export function fieldNames(schema: unknown): string[] {
  const s = schema as ZodInternals | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod?.def;
  return [...new Set([def?.innerType, def?.out, def?.in].flatMap(fieldNames))];
}
