/**
 * Runs once when the server starts (Next.js instrumentation), before it answers requests.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The configuration first: a bad value stops the server with a message naming the
  // variable and the rule, instead of failing the first request that happens to read it.
  const { env } = await import('./lib/server/env');
  try {
    env();
  } catch (error) {
    console.error(`Prism Studio cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The socket's peer address for the gate's loopback rule (see lib/server/auth/peer-hook.ts).
  const { installPeerHook } = await import('./lib/server/auth/peer-hook');
  installPeerHook();
  // Open and migrate the store, and create the owner's account on the first start.
  const { startPlatform } = await import('./lib/server/auth/start');
  await startPlatform();
  // Jobs a dead process left running are settled now, not at the first job call: load the
  // providers (they define their job kinds), then start the runtime and file retention.
  await import('./lib/server/providers/local');
  const { startJobRuntime } = await import('./lib/server/jobs');
  await startJobRuntime();
}
