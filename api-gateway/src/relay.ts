import type { Response } from 'express';
import type { ServiceResponse } from '@fairway/kit';

/** Answers the browser with a service's status and JSON body (or its text when not JSON). */
export async function relay(res: Response, upstream: ServiceResponse): Promise<void> {
  const text = await upstream.text();
  res.status(upstream.status);
  const type = upstream.headers.get('content-type');
  if (type) res.type(type);
  res.send(text);
}

export async function readJson<T>(upstream: ServiceResponse): Promise<T | null> {
  try {
    return (await upstream.json()) as T;
  } catch {
    return null;
  }
}
