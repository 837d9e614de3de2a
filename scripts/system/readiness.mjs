// When a port is taken, and when a server answers its ready path.
import net from 'node:net';

/**
 * Resolves true when something accepts connections on 127.0.0.1:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls a server's ready path; fails fast when its process exits. */
export async function waitReady(server, port, command, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('start cancelled');
    if (command.state !== 'started') throw new Error(`${server.name} exited during start`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${server.ready}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${server.ready} on :${port} within ${timeoutMs} ms`);
}
