import 'server-only';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { type CatalogEntry, type modelsListResult, type modelStatus } from '@/lib/contract/models';
import type { Residency } from '@/lib/engine/onnx/held-runner';
import type { InstalledTranslationModel } from '@/lib/engine/translate/bergamot/worker';
import { bergamotFilesOf } from '@/lib/engine/translate/bergamot/files';
import { installedVoiceStyleIds } from '@/lib/engine/tts/speakers';
import { grouped } from '@/lib/contract/limits/figures';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { env } from '../env';
import { ApiError } from '../errors';
import { loadCatalog, findCatalogEntry } from './catalog';
import { cancelInstall, currentDownload, startInstall } from './install-job';
import { commitInstall, installedFileNames, folderBytes, foundGgufFiles, freeBytes, installedModels, readManifest, removeModelFiles, sha256OfFile, verifyInstalled } from './installed';
import { downloadsFolder, modelFolder, modelsDir } from './paths';
import { knownDownloadBytes } from '@/lib/contract/limits/models';

/**
 * The model manager, as the API routes, the CLI and the chat backend use it. Capabilities
 * other than chat plug in by catalogue entries (capability, task, engine): the manager itself
 * does not know what a model does.
 */
type ModelStatus = z.input<typeof modelStatus>;
const MB = 1024 * 1024;

/** Memory a model may take: 60 % of the machine's, leaving the rest to the app and the system. */
export const memoryBudgetMB = () => Math.floor((totalmem() * 0.6) / MB);

export async function listModels(canManage: boolean): Promise<z.input<typeof modelsListResult>> {
  const catalog = await loadCatalog();
  const budget = memoryBudgetMB();
  const models: ModelStatus[] = await Promise.all(
    catalog.items.map(async ({ entry, source }) => {
      const installed = (await readManifest(entry.id)) !== null;
      return {
        entry,
        source,
        installed,
        diskBytes: (await folderBytes(modelFolder(entry.id))) + (await folderBytes(downloadsFolder(entry.id))),
        download: installed ? null : await currentDownload(entry.id),
        fitsMemory: entry.memoryMB <= budget,
      };
    }),
  );
  const found = (await foundGgufFiles()).map(({ file, size }) => ({ file, size }));
  return {
    models,
    found,
    disk: { dir: modelsDir(), usedBytes: await folderBytes(modelsDir()), freeBytes: await freeBytes() },
    memory: { totalMB: Math.floor(totalmem() / MB), budgetMB: budget },
    recommendedChat: recommendChat(models.map((m) => m.entry as CatalogEntry), budget),
    catalogProblems: catalog.problems,
    canManage,
  };
}

/** The best chat model that fits: the largest with tool calls within the memory budget. */
export function recommendChat(entries: CatalogEntry[], budgetMB: number): string | null {
  const fitting = entries.filter((e) => e.capability === 'llm' && e.task === 'chat' && e.engine === 'node-llama-cpp' && e.memoryMB <= budgetMB);
  fitting.sort((a, b) => Number(b.toolCalls) - Number(a.toolCalls) || b.memoryMB - a.memoryMB);
  return fitting[0]?.id ?? null;
}

/** A non-commercial or research-only licence must be accepted before its model is installed (download or import). */
function requireLicenceAccepted(entry: CatalogEntry, accepted: boolean | undefined): void {
  if (!entry.licence.commercialUse && !accepted) {
    throw new ApiError('licence_not_accepted', `accept_licence: ${entry.name} is under ${entry.licence.name}, which forbids commercial use; accept it to install`);
  }
}

export async function installModel(id: string, options: { acceptLicence?: boolean } = {}) {
  const item = await findCatalogEntry(id);
  if (!item) throw new ApiError('not_found', `id: no catalogue entry has id ${id} (GET /api/models lists them)`);
  if (await readManifest(id)) return { id, installed: true, download: null };
  requireLicenceAccepted(item.entry, options.acceptLicence);
  // A file whose size is not published is judged when the server says it (the install job checks again).
  const total = knownDownloadBytes(item.entry);
  const free = await freeBytes();
  const have = await folderBytes(downloadsFolder(id));
  if (free + have < total) {
    throw new ApiError('insufficient_storage', `${item.entry.name} needs ${formatBytes(total - have, 'up')} in ${modelsDir()} and ${formatBytes(free, 'down')} is free`);
  }
  await startInstall(id);
  return { id, installed: false, download: await currentDownload(id) };
}

export async function cancelModel(id: string) {
  return { id, cancelled: await cancelInstall(id) };
}

export async function removeModel(id: string) {
  const known = (await readManifest(id)) !== null || (await folderBytes(downloadsFolder(id))) > 0 || (await findCatalogEntry(id)) !== undefined;
  if (!known) throw new ApiError('not_found', `id: no model has id ${id}`);
  await cancelInstall(id);
  const freedBytes = await removeModelFiles(id);
  return { id, removed: freedBytes > 0, freedBytes };
}

export async function verifyModels() {
  const manifests = await installedModels();
  const models = [];
  for (const manifest of manifests) {
    const problems = await verifyInstalled(manifest);
    models.push({ id: manifest.id, ok: problems.length === 0, problems });
  }
  return { models };
}

/**
 * Installs a file copied here by hand (machines with no internet): finds the catalogue entry
 * whose file has this size and sha256 (or checks it against `id`), copies it into place and
 * writes the manifest. A wrong checksum installs nothing and says which entry it missed.
 */
export async function importModelFile(file: string, id?: string, options: { acceptLicence?: boolean } = {}): Promise<{ id: string; file: string }> {
  const size = await stat(file).then((s) => s.size, () => -1);
  if (size < 0) throw new ApiError('not_found', `${file}: no such file`);
  const catalog = await loadCatalog();
  // A file without a published size is a candidate by its sha256 alone.
  const candidates = catalog.items.flatMap(({ entry }) => entry.files.filter((f) => (id ? entry.id === id : true) && (f.size === undefined || f.size === size)).map((f) => ({ entry, f })));
  if (id && !catalog.items.some((i) => i.entry.id === id)) throw new ApiError('not_found', `id: no catalogue entry has id ${id}`);
  if (!candidates.length) {
    throw new ApiError('checksum_mismatch', `${path.basename(file)} (${grouped(size)} bytes) matches the size of no catalogue file${id ? ` of ${id}` : ''}; nothing was installed`);
  }
  const digest = await sha256OfFile(file);
  const match = candidates.find(({ f }) => f.sha256 === digest);
  if (!match) {
    // Files with no published size are candidates for any file: past a few, a count says more than the list.
    const names = candidates.map(({ entry, f }) => `${entry.id}/${f.name}`);
    const missed =
      names.length <= 3
        ? `is not the catalogue's ${names.join(', ')}`
        : `matches none of the ${names.length} catalogue files it could be (those of its size or with no size published); name the model with --id to check it against that one`;
    throw new ApiError('checksum_mismatch', `${path.basename(file)} has sha256 ${digest}, which ${missed}; nothing was installed`);
  }
  const { entry } = match;
  requireLicenceAccepted(entry, options.acceptLicence);
  if (entry.files.length > 1) throw new ApiError('invalid_input', `${entry.id} has ${entry.files.length} files; import each into ${downloadsFolder(entry.id)} then install`);
  // Copy next to the destination first (same file system), then the same atomic commit as a download.
  await mkdir(downloadsFolder(entry.id), { recursive: true });
  const staged = path.join(downloadsFolder(entry.id), `${match.f.name}.import`);
  await copyFile(file, staged);
  if ((await sha256OfFile(staged)) !== digest) {
    await rm(staged, { force: true });
    throw new ApiError('checksum_mismatch', `the copy of ${path.basename(file)} differs from the file; nothing was installed`);
  }
  await commitInstall(entry, new Map([[match.f.name, staged]]), 'import');
  await rm(downloadsFolder(entry.id), { recursive: true, force: true });
  return { id: entry.id, file: match.f.name };
}

/** The chat model to run in-process: LLM_MODEL when it names an installed one, else the newest; else a hand-placed .gguf. */
export async function installedChatModel(preferred?: string): Promise<{ id: string; path: string } | null> {
  const chat = (await installedModels()).filter((m) => m.entry.capability === 'llm' && m.entry.engine === 'node-llama-cpp');
  const pick = chat.find((m) => m.id === preferred) ?? chat[0];
  if (pick) return { id: pick.id, path: path.join(modelFolder(pick.id), pick.entry.files[0]!.name) };
  const found = await foundGgufFiles();
  const hand = found.find((f) => path.basename(f.file, '.gguf') === preferred) ?? found[0];
  return hand ? { id: path.basename(hand.file, path.extname(hand.file)), path: hand.path } : null;
}

/**
 * The installed ONNX model for one task of a capability (colorize of image ...), with the
 * runner that reads it: `preferred` when it names one, else the newest; null when none is
 * installed (or `preferred` is "builtin"), and the built-in engine answers.
 */
export async function installedOnnxModel(
  capability: CatalogEntry['capability'],
  task: string,
  preferred?: string,
): Promise<{ id: string; architecture: NonNullable<CatalogEntry['architecture']>; path: string; residency: Residency } | null> {
  if (preferred === 'builtin') return null;
  const fitting = (await installedModels()).filter((m) => m.entry.capability === capability && m.entry.task === task && m.entry.engine === 'onnxruntime' && m.entry.architecture);
  const pick = fitting.find((m) => m.id === preferred) ?? fitting[0];
  if (!pick) return null;
  const onnx = pick.entry.files.find((f) => f.name.endsWith('.onnx')) ?? pick.entry.files[0]!;
  const { MODELS_MAX_RESIDENT_MB, MODELS_IDLE_MS } = env();
  checkFitsResidency(pick.id, { memoryMb: pick.entry.memoryMB, limitMb: MODELS_MAX_RESIDENT_MB });
  return {
    id: pick.id,
    architecture: pick.entry.architecture!,
    path: path.join(modelFolder(pick.id), onnx.name),
    residency: { memoryMb: pick.entry.memoryMB, limitMb: MODELS_MAX_RESIDENT_MB, idleMs: MODELS_IDLE_MS },
  };
}

/** Refuses, with the setting to change, a model larger than the resident limit on its own (rather than the worker failing with a bare 500). */
export function checkFitsResidency(id: string, residency: Pick<Residency, 'memoryMb' | 'limitMb'>): void {
  if (residency.memoryMb <= residency.limitMb) return;
  throw new ApiError(
    'unavailable',
    `The installed model ${id} needs about ${grouped(residency.memoryMb)} MB, more than MODELS_MAX_RESIDENT_MB (${grouped(residency.limitMb)}); raise the limit, or choose another model or the built-in engine.`,
  );
}

/** An installed Piper voice: its files, its style id (installedVoiceStyleIds) and how it is listed. */
export interface InstalledVoiceModel {
  id: string;
  name: string;
  language: string;
  styleId: number;
  model: string;
  config: string;
  residency: Residency;
}

/** The installed Piper voices (catalogue entries with capability tts, architecture piper). */
export async function installedVoices(): Promise<InstalledVoiceModel[]> {
  const voices = (await installedModels()).filter((m) => m.entry.capability === 'tts' && m.entry.architecture === 'piper');
  const styles = installedVoiceStyleIds(voices.map((v) => v.id));
  const { MODELS_MAX_RESIDENT_MB, MODELS_IDLE_MS } = env();
  return voices.flatMap((voice) => {
    const names = installedFileNames(voice);
    const model = names.find((name) => name.endsWith('.onnx'));
    const config = names.find((name) => name.endsWith('.onnx.json'));
    if (!model || !config) return [];
    return [
      {
        id: voice.id,
        name: voice.entry.name,
        language: voice.entry.languages[0]!,
        styleId: styles.get(voice.id)!,
        model: path.join(modelFolder(voice.id), model),
        config: path.join(modelFolder(voice.id), config),
        residency: { memoryMb: voice.entry.memoryMB, limitMb: MODELS_MAX_RESIDENT_MB, idleMs: MODELS_IDLE_MS },
      },
    ];
  });
}

/**
 * The installed translation models (catalogue entries with engine bergamot), with their files
 * by the names Mozilla gives them: model.*.bin, lex.*.bin (the shortlist), and vocab.*.spm
 * or srcvocab.*.spm then trgvocab.*.spm. `languages` is [source, target].
 */
export async function installedTranslationModels(): Promise<InstalledTranslationModel[]> {
  const models = (await installedModels()).filter((m) => m.entry.capability === 'translate' && m.entry.engine === 'bergamot');
  const { MODELS_MAX_RESIDENT_MB, MODELS_IDLE_MS } = env();
  return models.flatMap((installed) => {
    const files = bergamotFilesOf(installedFileNames(installed));
    const inFolder = (name: string) => path.join(modelFolder(installed.id), name);
    const [from, to] = installed.entry.languages;
    if (!files || !from || !to) return [];
    return [
      {
        id: installed.id,
        from,
        to,
        model: inFolder(files.model),
        ...(files.shortlist ? { shortlist: inFolder(files.shortlist) } : {}),
        vocabs: files.vocabs.map(inFolder),
        residency: { memoryMb: installed.entry.memoryMB, limitMb: MODELS_MAX_RESIDENT_MB, idleMs: MODELS_IDLE_MS },
      },
    ];
  });
}

