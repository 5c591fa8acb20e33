import 'server-only';
import type { Server } from 'node:http';
import { log } from '../log';

let draining = false;

/** True once SIGTERM arrived: /api/ready answers 503 so a balancer stops sending work here. */
export const isDraining = () => draining;

/**
 * Counts the requests in flight on `server`, so a shutdown can wait for them, and asks
 * keep-alive clients to reconnect (elsewhere) once the server is draining.
 */
export function trackRequests(server: Server): { drain(graceMs: number): Promise<void> } {
  let inFlight = 0;
  let settle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    inFlight++;
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) settle?.();
    });
  });
  return {
    /**
     * Stops taking connections, lets the requests in flight finish for up to `graceMs`, then
     * cuts what is left. Idle keep-alive sockets close at once.
     */
    async drain(graceMs) {
      draining = true;
      server.close();
      server.closeIdleConnections();
      if (inFlight > 0) {
        log.info({ inFlight, graceMs }, 'draining: waiting for requests in flight');
        await new Promise<void>((resolve) => {
          settle = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      }
      if (inFlight > 0) log.warn({ inFlight }, 'draining: grace period over, closing the connections left');
      server.closeAllConnections();
    },
  };
}
