// Runs the upstream test double as its own process (for benchmarks and manual tries):
//   npx tsx tests/support/upstream-double-server.ts [port] [key]
import { startUpstreamDouble } from './upstream-double';

async function main() {
  const port = Number(process.argv[2] ?? 4010);
  const double = await startUpstreamDouble({ port, key: process.argv[3] });
  console.log(JSON.stringify({ url: double.url, key: double.key }));
  process.on('SIGTERM', () => void double.close().then(() => process.exit(0)));
}

void main();
