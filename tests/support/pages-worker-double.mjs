// A stand-in for lib/server/front/pages-worker.ts (Next on its own thread), for
// lib/server/front/pages-thread.test.ts: the same messages, on the same socket, with paths
// that echo a request, stream, or end the thread. While its folder (workerData.dir) holds a
// file named fail-start, it notes the time in `starts` there and fails to start, as the real
// thread does when Next cannot prepare.
import { appendFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

let streamClosedEarly = false;
const server = http.createServer({ keepAliveTimeout: 0 }, (req, res) => {
  if (req.url === '/crash') process.exit(3);
  if (req.url === '/stream') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first part\n');
    res.once('close', () => (streamClosedEarly = !res.writableFinished));
    return; // the rest never comes: the client hangs up
  }
  if (req.url === '/stream-closed') return void res.end(JSON.stringify({ streamClosedEarly }));
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    // A header meant for this connection only: the front must not pass it on.
    res.setHeader('connection', 'keep-alive, x-thread-only');
    res.setHeader('x-thread-only', '1');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
  });
});
if (existsSync(path.join(workerData.dir, 'fail-start'))) {
  appendFileSync(path.join(workerData.dir, 'starts'), `${Date.now()}\n`);
  parentPort.postMessage({ kind: 'failed', error: 'fail-start is there' });
  process.exit(1);
}
rmSync(workerData.socketPath, { force: true });
server.listen(workerData.socketPath, () => parentPort.postMessage({ kind: 'ready' }));
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close();
  server.closeAllConnections();
  parentPort.postMessage({ kind: 'closed' });
});
