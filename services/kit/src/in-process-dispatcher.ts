// One-process mode: a call to a service reaches its Express app in this process instead of a
// socket, through the interface the HTTP calls use (undici's Dispatcher: the gateway's proxy and
// serviceFetch take either). The service receives the request it would receive over HTTP (method,
// path, headers with the signed identity, the body's bytes) and its answer goes back as status,
// headers and body chunks, so the boundary between gateway and service stays the same typed request.
import { EventEmitter } from 'node:events';
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { Dispatcher } from 'undici';

/** What an Express app is to node's HTTP server. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The answer's side of a call, whichever handler style undici's caller uses. */
interface Receiver {
  start(statusCode: number, headers: Record<string, string | string[]>, statusMessage: string): void;
  data(chunk: Buffer): void;
  end(): void;
  error(error: Error): void;
}

/** The socket an in-process request reports: loopback, readable until its body is read. */
class InProcessSocket extends EventEmitter {
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  readonly encrypted = false;
  readable = true;
  writable = true;
  destroyed = false;
  resume(): this {
    return this;
  }
  pause(): this {
    return this;
  }
  setTimeout(): this {
    return this;
  }
  destroy(): this {
    this.destroyed = true;
    this.readable = false;
    this.writable = false;
    return this;
  }
}

function headersOf(given: Dispatcher.DispatchOptions['headers']): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  const add = (name: string, value: string | string[] | undefined) => {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  };
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) add(String(given[i]), given[i + 1] as string);
  } else if (given) {
    for (const [name, value] of Object.entries(given as Record<string, string | string[] | undefined>)) add(name, value);
  }
  return headers;
}

function requestFor(options: Dispatcher.DispatchOptions, body: Buffer | undefined): IncomingMessage {
  const req = new IncomingMessage(new InProcessSocket() as never);
  req.method = options.method;
  req.url = options.path;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const headers = headersOf(options.headers);
  if (body && body.length > 0) headers['content-length'] = String(body.length);
  else delete headers['content-length'];
  req.headers = headers;
  req.rawHeaders = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
  if (body && body.length > 0) req.push(body);
  req.push(null);
  req.complete = true;
  return req;
}

function headerRecord(res: ServerResponse): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const given: OutgoingHttpHeaders = res.getHeaders();
  for (const name in given) {
    const value = given[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

type WriteCallback = (error?: Error | null) => void;

/**
 * A ServerResponse whose bytes never reach a socket: status and headers go to `receiver` when the
 * app first writes, each chunk as written, then the end. Own properties, since Express swaps the
 * prototype of the response it is handed for its own.
 */
function responseFor(req: IncomingMessage, receiver: Receiver): { res: ServerResponse; abort(): void } {
  const res = new ServerResponse(req);
  const raw = res as ServerResponse & { _header: string | null; finished: boolean };
  let started = false;
  let done = false;
  const start = () => {
    if (started) return;
    started = true;
    raw._header = `HTTP/1.1 ${res.statusCode}`; // headersSent from here on, as after a socket write
    receiver.start(res.statusCode, headerRecord(res), res.statusMessage || '');
  };
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), encoding);
  const finish = () => {
    raw.finished = true;
    receiver.end();
    res.emit('finish');
    req.resume(); // an unread body is dropped, as node's server does, so the request ends
    process.nextTick(() => res.emit('close'));
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (started) return this;
    res.statusCode = statusCode;
    if (typeof rest[0] === 'string') res.statusMessage = rest.shift() as string;
    const headers = rest[0];
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    else if (headers && typeof headers === 'object')
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
    start();
    return this;
  } as ServerResponse['writeHead'];

  res.write = function write(chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (done) return false;
    start();
    const buffer = toBuffer(chunk, encoding);
    if (buffer.length > 0 && req.method !== 'HEAD') receiver.data(buffer);
    callback?.();
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunk?: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk as WriteCallback, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (done) return res;
    if (chunk !== undefined && chunk !== null) res.write(chunk, encoding as BufferEncoding);
    start();
    done = true;
    finish();
    callback?.();
    return res;
  } as ServerResponse['end'];

  return {
    res,
    abort() {
      if (done) return;
      done = true;
      process.nextTick(() => res.emit('close'));
    },
  };
}

/** Adapts either of undici's handler styles (controller-based, or the older callbacks that
 * `request()` uses) to a Receiver; `abort` is what the caller's abort does. */
function receiverFor(handler: Dispatcher.DispatchHandler, abort: (reason: Error) => void): Receiver {
  let aborted = false;
  const controller = {
    get aborted() {
      return aborted;
    },
    get paused() {
      return false;
    },
    reason: null as Error | null,
    abort(reason: Error) {
      if (aborted) return;
      aborted = true;
      controller.reason = reason;
      abort(reason);
      handler.onResponseError?.(controller as never, reason);
      handler.onError?.(reason);
    },
    // The whole answer is already in memory: nothing to hold back.
    pause() {},
    resume() {},
  };
  if (handler.onRequestStart) handler.onRequestStart(controller as never, {});
  else handler.onConnect?.((reason?: Error) => controller.abort(reason ?? new Error('aborted')));
  const live = () => !aborted;
  return {
    start(statusCode, headers, statusMessage) {
      if (!live()) return;
      if (handler.onResponseStart) return handler.onResponseStart(controller as never, statusCode, headers, statusMessage);
      const rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).flatMap((one) => [Buffer.from(name), Buffer.from(one)]),
      );
      handler.onHeaders?.(statusCode, rawHeaders, () => undefined, statusMessage);
    },
    data(chunk) {
      if (!live()) return;
      if (handler.onResponseData) handler.onResponseData(controller as never, chunk);
      else handler.onData?.(chunk);
    },
    end() {
      if (!live()) return;
      if (handler.onResponseEnd) handler.onResponseEnd(controller as never, {});
      else handler.onComplete?.([]);
    },
    error(error) {
      if (!live()) return;
      aborted = true;
      if (handler.onResponseError) handler.onResponseError(controller as never, error);
      else handler.onError?.(error);
    },
  };
}

/** Calls to `origin -> app` go to the app in this process. An origin it does not serve fails
 * like an unreachable service. */
export class InProcessDispatcher extends Dispatcher {
  private readonly apps: Map<string, RequestListener>;

  constructor(apps: Record<string, RequestListener>) {
    super();
    this.apps = new Map(Object.entries(apps).map(([origin, app]) => [new URL(origin).origin, app]));
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    let abortResponse = (_reason: Error) => undefined as void;
    const receiver = receiverFor(handler, (reason) => abortResponse(reason));
    const origin = options.origin ? new URL(String(options.origin)).origin : '';
    const app = this.apps.get(origin);
    const body = options.body;
    if (!app || !(body === undefined || body === null || typeof body === 'string' || Buffer.isBuffer(body))) {
      const problem = app ? 'a streamed body' : `no service at ${origin} in this process`;
      queueMicrotask(() => receiver.error(new Error(`in-process call refused: ${problem}`)));
      return true;
    }
    const req = requestFor(options, typeof body === 'string' ? Buffer.from(body) : (body ?? undefined));
    const { res, abort } = responseFor(req, receiver);
    abortResponse = abort;
    // After the caller's current turn, as a socket would answer: the caller finishes setting up first.
    setImmediate(() => app(req, res));
    return true;
  }

  close(callback?: () => void): any {
    if (callback) return void callback();
    return Promise.resolve();
  }

  destroy(...args: unknown[]): any {
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) return void callback();
    return Promise.resolve();
  }
}
