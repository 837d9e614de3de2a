// Simulated network latency of demo mode: GET 200-500 ms, POST/PUT/PATCH
// 300-700 ms, DELETE 200 ms. The random source is seeded (no Math.random), and the wait is
// injectable so unit tests run without real timers.
import { DEMO_DELAYS_MS } from '@fairway/contracts';

export type Wait = (ms: number) => Promise<void>;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds to wait before answering; `random` is a float in [0, 1). */
export function demoDelay(method: string, random: () => number): number {
  const [min, max] = method === 'GET' ? DEMO_DELAYS_MS.get : method === 'DELETE' ? DEMO_DELAYS_MS.delete : DEMO_DELAYS_MS.write;
  return min + Math.floor(random() * (max - min + 1));
}
