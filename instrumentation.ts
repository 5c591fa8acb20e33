/**
 * Runs once when the server starts (Next.js instrumentation), before it answers requests.
 * The check is written inline so the Edge bundle drops the Node.js start-up entirely.
 */
export async function register() {
  // Under server.ts (npm start) the API front has already run it, outside Next's bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.PRISM_API_FRONT !== '1') {
    const { startServer } = await import('./lib/server/start');
    await startServer();
  }
}
