/**
 * Who still needs a stored file. Retention never removes a file whose id a source returns,
 * however old it is. The jobs store is one source (every job record's payload, progress and
 * result); a history of generations registers itself the same way:
 *
 *   registerFileReferences('history', async () => idsStillShownInHistory());
 *
 * Kept on globalThis so every bundle of the app (and the cleanup command) shares one list.
 */
export type ReferenceSource = () => Promise<Iterable<string>>;

const KEY = Symbol.for('prism.files.referenceSources');
type Holder = { [KEY]?: Map<string, ReferenceSource> };

function sources(): Map<string, ReferenceSource> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

export function registerFileReferences(name: string, source: ReferenceSource): void {
  sources().set(name, source);
}

/** Every id some source still refers to. A source that fails stops the cleanup (safer than guessing). */
export async function referencedFileIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const [name, source] of sources()) {
    try {
      for (const id of await source()) ids.add(id);
    } catch (error) {
      throw new Error(`file reference source ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return ids;
}
