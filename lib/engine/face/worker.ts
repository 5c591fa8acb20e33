import { runFaceTask } from './run-task';

/**
 * Entry point of the face worker threads (lib/server/workers.ts loads it through tsx).
 * Each thread loads the face models once (lib/engine/vision/faces.ts) and keeps them.
 */
export default runFaceTask;
