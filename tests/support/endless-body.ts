import type { ServerResponse } from 'node:http';

/**
 * A 200 JSON answer whose body goes on: `start`, then megabytes of `fill` written as fast as
 * the client reads them, until it hangs up or `megabytes` have gone (then `end`, so a test
 * that fails still stops by itself). For the doubles of services a client must cut off.
 */
export function sendEndless(response: ServerResponse, body: { start: string; fill: string; end: string; megabytes: number }): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write(body.start);
  const megabyte = Buffer.alloc(1 << 20, body.fill);
  let written = 0;
  const pump = () => {
    while (!response.destroyed && written < body.megabytes && response.write(megabyte)) written++;
    if (response.destroyed) return;
    if (written < body.megabytes) response.once('drain', pump);
    else response.end(body.end);
  };
  pump();
}
