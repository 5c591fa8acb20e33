/**
 * Worker-thread entry (Piscina, through lib/server/providers/local/language-detector.ts). The
 * detector's n-gram tables take seconds to parse the first time, and parsing holds the thread
 * it runs on: here that is this worker, not the server's event loop, which went on answering
 * nobody for those seconds. No server imports here: this module runs outside the Next.js bundle.
 */
import { loadDetector, type Assessment } from './detect';

export default async function assess({ text }: { text: string }): Promise<Assessment> {
  return (await loadDetector()).assess(text);
}
