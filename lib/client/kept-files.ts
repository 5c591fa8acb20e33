/**
 * Files a page keeps across a reload of its tab, in IndexedDB (sessionStorage holds text only):
 * the image enhancer's photos waiting in a batch. Each is kept under an id the page chose and
 * lists in its tab draft; a file no draft names any more (its tab was closed) is removed a week
 * after it was kept, the next time a page keeps one. Storage refused (a private window, a
 * sandboxed frame, a full disk) keeps nothing and throws nothing: the page then says, after a
 * reload, which files it could not keep.
 */

const DATABASE = 'prism-kept-files';
const STORE = 'files';
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

interface KeptFile {
  id: string;
  file: File;
  keptAt: number;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('keptAt', 'keptAt');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction and settles when it is committed; any failure is `false`. */
async function inTransaction(mode: IDBTransactionMode, work: (store: IDBObjectStore) => void): Promise<boolean> {
  try {
    const database = await openDatabase();
    try {
      const transaction = database.transaction(STORE, mode);
      work(transaction.objectStore(STORE));
      return await new Promise<boolean>((resolve) => {
        transaction.oncomplete = () => resolve(true);
        transaction.onerror = transaction.onabort = () => resolve(false);
      });
    } finally {
      database.close();
    }
  } catch {
    return false;
  }
}

/** Keeps each file under its id (and drops files kept over a week ago). False when storage refused them. */
export function keepFiles(files: readonly { id: string; file: File }[]): Promise<boolean> {
  const now = Date.now();
  return inTransaction('readwrite', (store) => {
    store.index('keptAt').openCursor(IDBKeyRange.upperBound(now - KEPT_FOR_MS)).onsuccess = (event) => {
      const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
      if (!cursor) return;
      cursor.delete();
      cursor.continue();
    };
    for (const { id, file } of files) store.put({ id, file, keptAt: now } satisfies KeptFile);
  });
}

/** The files kept under these ids; an id with none (never kept, or storage refused) is absent. */
export async function keptFiles(ids: readonly string[]): Promise<Map<string, File>> {
  const found = new Map<string, File>();
  await inTransaction('readonly', (store) => {
    for (const id of ids) {
      store.get(id).onsuccess = (event) => {
        const kept = (event.target as IDBRequest<KeptFile | undefined>).result;
        if (kept?.file instanceof Blob) found.set(id, kept.file);
      };
    }
  });
  return found;
}

/** Removes the files kept under these ids (those not kept are no error). */
export function forgetFiles(ids: readonly string[]): Promise<boolean> {
  return ids.length === 0 ? Promise.resolve(true) : inTransaction('readwrite', (store) => ids.forEach((id) => store.delete(id)));
}
