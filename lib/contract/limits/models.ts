/**
 * Sizes of a catalogue entry's download, as far as the catalogue says: a file whose publisher
 * gave only its digest has no size until the server sends it (lib/contract/models.ts).
 * No zod here: the studio's pages read these too.
 */
type Files = { files: ReadonlyArray<{ size?: number }> };

/** The bytes to download, counting 0 for a file whose size is not published. */
export const knownDownloadBytes = (entry: Files): number => entry.files.reduce((sum, f) => sum + (f.size ?? 0), 0);

/** Does the catalogue give every file's size? */
export const everySizeKnown = (entry: Files): boolean => entry.files.every((f) => f.size !== undefined);
