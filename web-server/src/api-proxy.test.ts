// The shell's /api proxy never lets a stall go silent: every relayed request carries a request id
// (the browser's valid one, else a new one, which the gateway keeps), and one still unanswered
// after the bound is logged with that id, counted, and logged again when it ends.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

import { apiProxy } from './api-proxy';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

it('logs a request the gateway leaves unanswered past the bound with its request id, and its end', async () => {
  const seen: string[] = [];
  let answer: (() => void) | null = null;
  const gateway = http.createServer((req, res) => {
    seen.push(String(req.headers['x-request-id']));
    if (req.url === '/api/slow') answer = () => res.end('{"ok":true}');
    else res.end('{"fast":true}');
  });
  const lines: string[] = [];
  const proxy = apiProxy(await listen(gateway), { log: (line) => lines.push(line), unansweredAfterMs: 150 });
  const shell = http.createServer(express().use(proxy));
  const base = await listen(shell);
  try {
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/); // made here when the browser sent none
    const slow = fetch(`${base}/api/slow`, { headers: { 'x-request-id': 'shell-stall-1' } });
    await waitFor(() => lines.some((line) => line.includes('unanswered')));
    expect(lines).toEqual(['api proxy: GET /api/slow (request id shell-stall-1) unanswered after 150 ms']);
    expect(seen[1]).toBe('shell-stall-1');
    expect(proxy.unanswered()).toEqual({ afterMs: 150, total: 1, now: 1 });
    answer!();
    expect((await slow).status).toBe(200);
    await waitFor(() => lines.length === 2);
    expect(lines[1]).toMatch(/^api proxy: GET \/api\/slow \(request id shell-stall-1\) answered 200 after \d+ ms$/);
    expect(proxy.unanswered()).toEqual({ afterMs: 150, total: 1, now: 0 });
  } finally {
    shell.closeAllConnections();
    gateway.closeAllConnections();
    await Promise.all([new Promise((r) => shell.close(r)), new Promise((r) => gateway.close(r))]);
  }
});
