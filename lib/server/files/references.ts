import 'server-only';
/**
 * Who still needs a stored file. Retention never removes a file whose id a source returns,
 * however old it is. A store of records that name files (jobs, music generations) registers
 * itself when its module loads, with the ids its records name and how to prune its finished
 * records past the result retention (a record and its files go together, records first):
 *
 *   registerRecordStore('music', { references: musicFileReferences, pruneFinished: pruneFinishedMusic });
 *
 * A source with no records of its own to prune registers only its references:
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

/** A store whose records name files: the ids they name, and the removal of finished ones. */
export interface RecordStore {
  references: ReferenceSource;
  /** Removes finished records older than `days` (0 keeps them forever); answers how many went. */
  pruneFinished(days: number): Promise<number>;
}

const STORES = Symbol.for('prism.files.recordStores');
type StoresHolder = { [STORES]?: Map<string, RecordStore> };

export function registerRecordStore(name: string, store: RecordStore): void {
  const holder = globalThis as StoresHolder;
  holder[STORES] ??= new Map();
  holder[STORES].set(name, store);
  registerFileReferences(name, store.references);
}

/** Every record store registered so far, by name. */
export function recordStores(): ReadonlyMap<string, RecordStore> {
  return (globalThis as StoresHolder)[STORES] ?? new Map();
}
