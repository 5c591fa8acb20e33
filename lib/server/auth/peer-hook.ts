import 'server-only';
import http from 'node:http';
import https from 'node:https';

/**
 * Next.js gives route handlers no socket, and the X-Forwarded-For it fills in is only set
 * when the client did not send one, so a remote client could claim to be 127.0.0.1. This
 * hook, installed once at start (lib/server/start.ts), writes the socket's real peer address
 * into a header of every incoming request, overwriting whatever a client sent under that
 * name. The gate trusts that header only when the hook is installed.
 */
export const PEER_HEADER = 'x-prism-peer';
const INSTALLED = Symbol.for('prism.peerHook');

type Emit = http.Server['emit'];

export function installPeerHook(): void {
  const flags = globalThis as { [INSTALLED]?: boolean };
  if (flags[INSTALLED]) return;
  for (const proto of [http.Server.prototype, https.Server.prototype] as Array<{ emit: Emit }>) {
    const original = proto.emit;
    proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const request = args[0] as http.IncomingMessage;
        request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? '';
      }
      return (original as (...a: unknown[]) => boolean).call(this, event, ...args);
    } as Emit;
  }
  flags[INSTALLED] = true;
}

/**
 * The pages thread's side (lib/server/front/pages-worker.ts): its server is reached only by
 * the front, over a socket in a folder only this user can open, and the front's own hook has
 * already written the client's address into the header. So the header is trusted there as
 * it is, and its socket (which has no address) is not asked.
 */
export function trustFrontPeerHeader(): void {
  (globalThis as { [INSTALLED]?: boolean })[INSTALLED] = true;
}

export function peerHookInstalled(): boolean {
  return (globalThis as { [INSTALLED]?: boolean })[INSTALLED] === true;
}
