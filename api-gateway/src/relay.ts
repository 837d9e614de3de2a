import type { Response } from 'express';

/** Answers the browser with a service's status and JSON body (or its text when not JSON). */
export async function relay(res: Response, upstream: globalThis.Response): Promise<void> {
  const text = await upstream.text();
  res.status(upstream.status);
  const type = upstream.headers.get('content-type');
  if (type) res.type(type);
  res.send(text);
}

export async function readJson<T>(upstream: globalThis.Response): Promise<T | null> {
  try {
    return (await upstream.json()) as T;
  } catch {
    return null;
  }
}
