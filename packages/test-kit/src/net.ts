import { createServer, Socket } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Resolves once 127.0.0.1:`port` accepts connections (`up`) or refuses them (`!up`). */
export async function waitForPort(
  port: number,
  { up = true, timeoutMs = 10_000 }: { up?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open === up) return;
    if (Date.now() > deadline)
      throw new Error(
        `127.0.0.1:${port} did not ${up ? 'open' : 'close'} within ${timeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
