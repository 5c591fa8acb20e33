/**
 * Runs once when the server starts (Next.js instrumentation), before it answers requests.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The socket's peer address for the gate's loopback rule (see lib/server/auth/peer-hook.ts).
  const { installPeerHook } = await import('./lib/server/auth/peer-hook');
  installPeerHook();
  // Open and migrate the store, and create the owner's account on the first start.
  const { startPlatform } = await import('./lib/server/auth/start');
  await startPlatform();
}
