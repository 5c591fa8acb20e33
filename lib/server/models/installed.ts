import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogEntry } from '@/lib/contract/models';
import { grouped } from '@/lib/contract/limits/figures';
import { downloadsFolder, manifestPath, modelFolder, modelsDir } from './paths';
import { unpackDownload } from './unpack';

/** What an installed model's manifest.json records: written last, after every file verified. */
export interface Manifest {
  id: string;
  installedAt: string;
  source: 'download' | 'import';
  entry: CatalogEntry;
  /** Per unpacked archive: the files taken out of it, with the sha256 each had then (for verify). */
  unpacked?: Record<string, Array<{ name: string; sha256: string }>>;
}

/** The files an installed model has in its folder: its catalogue files, an unpacked archive's members in its place. */
export function installedFileNames(manifest: Pick<Manifest, 'entry' | 'unpacked'>): string[] {
  return manifest.entry.files.flatMap((file) => (file.unpack ? (manifest.unpacked?.[file.name] ?? []).map((m) => m.name) : [file.name]));
}

export async function readManifest(id: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(manifestPath(id), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Every installed model (a folder with a manifest), newest first. */
export async function installedModels(): Promise<Manifest[]> {
  const names = await readdir(modelsDir()).catch(() => [] as string[]);
  const manifests = await Promise.all(names.filter((n) => !n.startsWith('.')).map((n) => readManifest(n)));
  return manifests.filter((m): m is Manifest => m !== null).sort((a, b) => b.installedAt.localeCompare(a.installedAt));
}

/** `.gguf` files put straight into MODELS_DIR by hand (not through the manager). */
export async function foundGgufFiles(): Promise<Array<{ file: string; path: string; size: number }>> {
  const dir = modelsDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.toLowerCase().endsWith('.gguf'));
  return Promise.all(names.map(async (file) => ({ file, path: path.join(dir, file), size: (await stat(path.join(dir, file))).size })));
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Bytes under a folder (installed files, partial downloads). Bounded by the folder's size. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const item of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, item.name);
    total += item.isDirectory() ? await folderBytes(full) : await stat(full).then((s) => s.size, () => 0);
  }
  return total;
}

export async function freeBytes(): Promise<number> {
  const dir = modelsDir();
  await mkdir(dir, { recursive: true });
  const fs = await statfs(dir);
  return fs.bavail * fs.bsize;
}

/**
 * Moves verified files into the model's folder, then writes its manifest (through a temporary
 * name and a rename, so a crash leaves either no manifest or a whole one). `files` maps each
 * catalogue file name to where its verified bytes are now, on the same file system.
 */
export async function commitInstall(entry: CatalogEntry, files: Map<string, string>, source: Manifest['source']): Promise<Manifest> {
  const folder = modelFolder(entry.id);
  await mkdir(folder, { recursive: true });
  const unpacked: NonNullable<Manifest['unpacked']> = {};
  for (const file of entry.files) {
    const target = path.join(folder, file.name);
    await rename(files.get(file.name)!, target);
    if (!file.unpack) continue;
    // Verified as a whole already; what it holds is recorded with its own sha256, then the archive goes.
    const names = await unpackDownload(target, folder, file.unpack);
    unpacked[file.name] = await Promise.all(names.map(async (name) => ({ name, sha256: await sha256OfFile(path.join(folder, name)) })));
    await rm(target, { force: true });
  }
  const manifest: Manifest = { id: entry.id, installedAt: new Date().toISOString(), source, entry, ...(Object.keys(unpacked).length ? { unpacked } : {}) };
  const temporary = `${manifestPath(entry.id)}.tmp`;
  await writeFile(temporary, JSON.stringify(manifest, null, 2));
  await rename(temporary, manifestPath(entry.id));
  return manifest;
}

/** Removes a model's folder and any partial download; returns the bytes freed. */
export async function removeModelFiles(id: string): Promise<number> {
  const freed = (await folderBytes(modelFolder(id))) + (await folderBytes(downloadsFolder(id)));
  // The manifest goes first: a crash half-way leaves files the listing no longer calls installed.
  await rm(manifestPath(id), { force: true });
  await rm(modelFolder(id), { recursive: true, force: true });
  await rm(downloadsFolder(id), { recursive: true, force: true });
  return freed;
}

/** Checks an installed model's files against its entry (an unpacked archive's members against what was recorded): presence, size, sha256. */
export async function verifyInstalled(manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const expected = manifest.entry.files.flatMap((file) =>
    file.unpack
      ? (manifest.unpacked?.[file.name] ?? []).map((member) => ({ name: member.name, size: undefined, sha256: member.sha256, against: `what ${file.name} held` }))
      : [{ name: file.name, size: file.size, sha256: file.sha256, against: 'the catalogue' }],
  );
  for (const file of expected) {
    const full = path.join(modelFolder(manifest.id), file.name);
    const size = await stat(full).then((s) => s.size, () => -1);
    if (size < 0) problems.push(`${file.name}: missing`);
    else if (file.size !== undefined && size !== file.size) problems.push(`${file.name}: ${grouped(size)} bytes, expected ${grouped(file.size)}`);
    else if ((await sha256OfFile(full)) !== file.sha256) problems.push(`${file.name}: sha256 differs from ${file.against}`);
  }
  return problems;
}
