/**
 * Runs once when the server starts (Next.js instrumentation), before it answers requests.
 * The check is written inline so the Edge bundle drops the Node.js start-up entirely.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server/start');
    await startServer();
  }
}
