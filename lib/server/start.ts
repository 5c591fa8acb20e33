import 'server-only';

/**
 * Everything the server does once, before it answers a request (called by server.ts, the
 * one server in every mode; Next has no instrumentation hook of its own to start it twice).
 */
export async function startServer(): Promise<void> {
  // The configuration first: a bad value stops the server with a message naming the
  // variable and the rule, instead of failing the first request that happens to read it.
  const { env } = await import('./env');
  try {
    env();
  } catch (error) {
    console.error(`Prism Studio cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Temporary files (speech, music, video, the pages thread's socket) need a folder that can be
  // written: the system's, else DATA_DIR/tmp; neither stops the start in one line (server.ts).
  const { settleTempFolder } = await import('./temp-folder');
  const { log } = await import('./log');
  settleTempFolder(env().DATA_DIR, (message) => log.warn(message));
  // The file store must answer with these credentials (FILE_STORE=s3), or the server does
  // not start: the message names the variable to fix.
  const { verifyFileStore } = await import('./files/active-store');
  try {
    await verifyFileStore();
  } catch (error) {
    console.error(`Prism Studio cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The socket's peer address for the gate's loopback rule (see auth/peer-hook.ts).
  const { installPeerHook } = await import('./auth/peer-hook');
  installPeerHook();
  // Open and migrate the store, and create the owner's account on the first start.
  const { startPlatform } = await import('./auth/start');
  await startPlatform();
  // Jobs a dead process left running are settled now, not at the first job call: load the
  // providers (they define their job kinds), then start the runtime and file retention.
  await import('./providers/local');
  const { startJobRuntime } = await import('./jobs');
  await startJobRuntime();
}

/**
 * The other end, after the requests in flight have finished (server.ts on SIGTERM): jobs
 * running here are handed back (their lease lapses and another process takes them), and
 * the store is closed.
 */
export async function stopServer(): Promise<void> {
  const { stopJobRuntime } = await import('./jobs');
  await stopJobRuntime().catch(() => {});
  const { closeDb } = await import('./store');
  await closeDb().catch(() => {});
}
