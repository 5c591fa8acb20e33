/**
 * The per-request log line: pino's serialiser (how it was written until session 22), the same
 * line handed to the destination as a string (until session 52: sonic-boom's string mode
 * re-measures, and so flattens, its whole pending batch at every line) and logRequest
 * (lib/server/log.ts), all into a pino destination set as the server's (4 KB batches), 200,000
 * lines a round in ticks of 1,000, rounds alternating, least CPU kept.
 *   node --conditions=react-server --import tsx bench/gateway/log-line.ts > /dev/null
 * Figures go to stderr; stdout is where the lines go.
 */
import pino from 'pino';
import { logRequest, requestLineText, type RequestLine } from '@/lib/server/log';

const LINES = 200_000;
const ROUNDS = 4;
const line: RequestLine = { requestId: '3b241101-e2bb-4255-8caf-4136c566a962', endpoint: 'translate.detect', method: 'POST', status: 200, ms: 3 };
const viaPino = pino({ base: undefined }, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 }));
const asString = pino.destination({ dest: 1, sync: false, minLength: 4096 });

const writers: Record<string, () => void> = {
  'pino serialiser': () => viaPino.info(line, 'request'),
  'as a string': () => asString.write(requestLineText(line, Date.now())),
  logRequest: () => logRequest(line),
};

function round(write: () => void): Promise<number> {
  return new Promise((resolve) => {
    const start = process.cpuUsage();
    let written = 0;
    const tick = () => {
      for (let i = 0; i < 1000; i++) write();
      written += 1000;
      if (written < LINES) return void setImmediate(tick);
      const used = process.cpuUsage(start);
      resolve((used.user + used.system) / LINES);
    };
    tick();
  });
}

async function main() {
  const best: Record<string, number> = {};
  for (let r = 1; r <= ROUNDS; r++) {
    for (const [name, write] of Object.entries(writers)) {
      const us = await round(write);
      best[name] = Math.min(best[name] ?? Infinity, us);
      process.stderr.write(`round ${r} ${name.padEnd(16)} ${us.toFixed(2)} µs a line\n`);
    }
  }
  process.stderr.write(`least: pino serialiser ${best['pino serialiser']!.toFixed(2)} µs, as a string ${best['as a string']!.toFixed(2)} µs, logRequest ${best.logRequest!.toFixed(2)} µs a line (load ${(await import('node:os')).loadavg()[0]!.toFixed(2)})\n`);
  setTimeout(() => process.exit(0), 200);
}

void main();
