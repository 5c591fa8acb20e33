/**
 * Run by generations.test.ts as its own process (tsx --conditions=react-server): submits a
 * song, waits until its render is streaming, prints the ids and kills itself with SIGKILL,
 * as a server crashing mid-render would die.
 */
import { contract } from '@/lib/contract';
import { music } from '@/lib/server/providers/local/music';
import { log } from '@/lib/server/log';
import { providers } from '@/lib/server/providers';

async function main() {
  const ctx = {
    requestId: 'crash-child',
    signal: new AbortController().signal,
    onHangUp: () => () => {},
    origin: 'http://localhost',
    caller: { kind: 'owner' as const, accountId: null, credentialId: null, scope: null },
    log,
    provider: providers(),
  };
  const input = contract.music.advance.request.parse({ title: 'Crash', tags: 'pop 140 bpm', prompt: '[Verse]\nOne line to sing\n[Chorus]\nAnd a chorus line', instrumental: false });
  const records = await music.advance(input, ctx);
  const ids = records.map((r) => r.id);
  for (let i = 0; i < 600; i += 1) {
    const current = await music.fetch({ ids }, ctx);
    if (current.some((r) => r.status === 'streaming')) {
      process.stdout.write(`${JSON.stringify({ ids, statuses: current.map((r) => r.status) })}\n`, () => process.kill(process.pid, 'SIGKILL'));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.exit(3);
}

void main();
