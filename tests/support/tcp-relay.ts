import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay to a service on this machine (PostgreSQL, Redis) that a test can cut and
 * restore on the same port, as a restart of the service or a network fault would: cutting
 * closes every connection through it and stops listening.
 */
export interface TcpRelay {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

export async function startTcpRelay(targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    const next = net.createServer((client) => {
      const service = net.connect(targetPort, '127.0.0.1');
      for (const socket of [client, service]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // A cut connection errors on both ends; that is the point, not a failure of the test.
        socket.on('error', () => {});
      }
      client.pipe(service).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
    port = (next.address() as AddressInfo).port;
  };
  await listen();
  return {
    port,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    restore: listen,
  };
}
