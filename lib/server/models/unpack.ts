import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar';
import type { ModelFile } from '@/lib/contract/models';

/** Unpacks a verified download as its catalogue entry says; returns the names it put in `folder`. */
export async function unpackDownload(file: string, folder: string, unpack: NonNullable<ModelFile['unpack']>): Promise<string[]> {
  if (unpack.format === 'gzip') return [await gunzipFile(file, folder)];
  const names = await unpackArchive(file, folder, unpack.keep);
  if (names.length === 0) throw new Error(`${path.basename(file)} holds no file ending with ${unpack.keep.join(' or ')}`);
  return names;
}

/** Decompresses model.bin.gz to model.bin beside it (through a temporary name, so a half-written file never has the real one). */
async function gunzipFile(file: string, folder: string): Promise<string> {
  const name = path.basename(file).replace(/\.gz$/, '');
  const temporary = path.join(folder, `.${name}.gunzip`);
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(temporary));
    await rename(temporary, path.join(folder, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw new Error(`${path.basename(file)} could not be decompressed: ${(error as Error).message}`);
  }
  return name;
}

/**
 * Unpacks a verified .tar.gz into a model's folder: only regular files whose names end with one
 * of `keep` (a voice's .onnx and .onnx.json, not its MODEL_CARD), each by its base name. tar
 * refuses members that would land outside the staging folder; links are not kept. Returns the
 * names it put in `folder`.
 */
async function unpackArchive(archive: string, folder: string, keep: readonly string[]): Promise<string[]> {
  const staging = await mkdtemp(path.join(folder, '.unpack-'));
  try {
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (member, entry) => keep.some((ending) => member.endsWith(ending)) && (entry as { type?: string }).type === 'File',
    });
    const names: string[] = [];
    for (const found of await filesUnder(staging)) {
      const name = path.basename(found);
      if (names.includes(name)) throw new Error(`${path.basename(archive)} holds two files named ${name}`);
      await rename(found, path.join(folder, name));
      names.push(name);
    }
    return names.sort();
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}
