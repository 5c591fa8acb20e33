import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { runImageTask } from './run-task';

/**
 * Entry point of the image worker threads (lib/server/workers.ts loads it through tsx).
 * Each thread keeps its own models (ONNX sessions, the face detector) once loaded.
 *
 * On Linux every thread has its own nice value, and threads inherit it when created. We
 * lower this worker thread's priority before any model loads, so it and the inference
 * threads ONNX Runtime starts from it yield the CPU to the web server's main thread: a
 * 10× upscale never makes a quick request (a language detection, a page) wait.
 */
function lowerThreadPriority(): void {
  try {
    // /proc/thread-self → "<pid>/task/<tid>": the kernel id of this very thread.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: run at normal priority.
  }
}

lowerThreadPriority();

export default runImageTask;
