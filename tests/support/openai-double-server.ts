// Runs the OpenAI-compatible test double as its own process (the bench, manual tries),
// answering with its default "brain":
//   npx tsx tests/support/openai-double-server.ts [port] [token delay in ms]
// Prints one JSON line with its base URL once it listens.
import { startOpenAiDouble } from './openai-double';

async function main() {
  const port = Number(process.argv[2] ?? 4020);
  const tokenDelayMs = Number(process.argv[3] ?? 20);
  const double = await startOpenAiDouble({ port, tokenDelayMs });
  console.log(JSON.stringify({ url: double.url, tokenDelayMs }));
  process.on('SIGTERM', () => void double.close().then(() => process.exit(0)));
}

void main();
