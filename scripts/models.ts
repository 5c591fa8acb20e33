/**
 * The model manager from the command line (the same MODELS_DIR and catalogue as the app):
 *
 *   npm run models -- list
 *   npm run models -- install ID [--accept-licence]
 *   npm run models -- remove ID
 *   npm run models -- verify
 *   npm run models -- import FILE [--id ID] [--accept-licence]
 *
 * `install` downloads in this process with a progress line; Ctrl-C keeps the partial file and
 * running it again resumes with an HTTP Range. `import` is for machines with no internet.
 */
import { parseArgs } from 'node:util';
import { findCatalogEntry } from '@/lib/server/models/catalog';
import { currentDownload, runInstall } from '@/lib/server/models/install-job';
import { startJobRuntime } from '@/lib/server/jobs';
import { importModelFile, listModels, removeModel, verifyModels } from '@/lib/server/models';
import { readManifest } from '@/lib/server/models/installed';
import { closeDb } from '@/lib/server/store';
import { everySizeKnown, knownDownloadBytes } from '@/lib/contract/limits/models';

const USAGE = `Usage:
  npm run models -- list                               the catalogue, what is installed, disk used and free
  npm run models -- install ID [--accept-licence]      download, verify (sha256) and install a model
  npm run models -- remove ID                          delete an installed model (or a partial download)
  npm run models -- verify                             check installed files against the catalogue
  npm run models -- import FILE [--id ID] [--accept-licence]   install a file copied here by hand (no internet)

Catalogue entries can be added as JSON files in MODELS_DIR/catalog.d/ (see lib/contract/models.ts).`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

async function main(argv: string[]): Promise<number> {
  // Reads job state (downloads the app runs) but never runs a job itself.
  await startJobRuntime({ runJobs: false });
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'accept-licence': { type: 'boolean' }, id: { type: 'string' }, json: { type: 'boolean' } },
  });
  switch (command) {
    case 'list': {
      const listing = await listModels(true);
      if (values.json) return print(listing);
      for (const m of listing.models) {
        const state = m.installed ? 'installed' : m.download ? `${m.download.status}${m.download.error ? ` (${m.download.error.code})` : ''}` : '';
        const licence = m.entry.licence.commercialUse ? m.entry.licence.name : `${m.entry.licence.name}, NON-COMMERCIAL`;
        console.log(`${m.entry.id.padEnd(34)} ${`${m.entry.capability}/${m.entry.task}`.padEnd(20)} ${downloadSize(m.entry).padStart(12)}  ${licence.padEnd(30)} ${state}`);
      }
      for (const f of listing.found) console.log(`${f.file.padEnd(34)} found in MODELS_DIR  ${mb(f.size).padStart(8)}  (not verified)`);
      for (const p of listing.catalogProblems) console.log(`catalog.d/${p.file}: skipped, ${p.problem}`);
      console.log(`\n${listing.disk.dir}: ${mb(listing.disk.usedBytes)} used, ${mb(listing.disk.freeBytes)} free; memory ${listing.memory.totalMB} MB (models up to ${listing.memory.budgetMB} MB fit)`);
      if (listing.recommendedChat) console.log(`Recommended chat model for this machine: ${listing.recommendedChat}`);
      return 0;
    }
    case 'install': {
      const id = need(positionals[0], 'install: give a model id (npm run models -- list shows them)');
      const item = await findCatalogEntry(id);
      if (!item) throw new Error(`install: no catalogue entry has id ${id}`);
      if (await readManifest(id)) {
        console.log(`${id} is already installed.`);
        return 0;
      }
      const running = await currentDownload(id);
      if (running && (running.status === 'queued' || running.status === 'running')) {
        throw new Error(`install: the app is already downloading ${id} (job ${running.job}); follow it on the Models page`);
      }
      const { licence } = item.entry;
      if (!licence.commercialUse && !values['accept-licence']) {
        throw new Error(`install: ${item.entry.name} is under ${licence.name}, which forbids commercial use; add --accept-licence to accept it`);
      }
      console.log(`Installing ${item.entry.name} (${downloadSize(item.entry)}, ${licence.name})`);
      const stop = new AbortController();
      process.once('SIGINT', () => stop.abort());
      await runInstall(item.entry, stop.signal, (p) => {
        const pct = p.totalBytes ? Math.floor((p.receivedBytes / p.totalBytes) * 100) : 0;
        const eta = p.secondsLeft === null ? '' : `, ${p.secondsLeft} s left`;
        process.stderr.write(`\r${pct}%  ${mb(p.receivedBytes)} of ${mb(p.totalBytes)}  ${mb(p.bytesPerSecond)}/s${eta}   `);
      }).catch((error: Error & { code?: string }) => {
        process.stderr.write('\n');
        throw new Error(`install: ${error.code ? `${error.code}: ` : ''}${error.message}${stop.signal.aborted ? ' (run the same command again to resume)' : ''}`);
      });
      process.stderr.write('\n');
      console.log(`Installed ${id}: verified against its sha256.`);
      return 0;
    }
    case 'remove': {
      const id = need(positionals[0], 'remove: give a model id');
      const removed = await removeModel(id);
      console.log(removed.removed ? `Removed ${id} (${mb(removed.freedBytes)} freed).` : `${id} was not installed.`);
      return 0;
    }
    case 'verify': {
      const { models } = await verifyModels();
      if (values.json) return print({ models });
      for (const m of models) console.log(`${m.id}: ${m.ok ? 'ok' : m.problems.join('; ')}`);
      if (!models.length) console.log('No model is installed.');
      return models.every((m) => m.ok) ? 0 : 1;
    }
    case 'import': {
      const file = need(positionals[0], 'import: give the path of the file to import');
      const imported = await importModelFile(file, values.id, { acceptLicence: values['accept-licence'] === true });
      console.log(`Imported ${file} as ${imported.id} (${imported.file}), sha256 verified.`);
      return 0;
    }
    default:
      console.log(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

function need(value: string | undefined, message: string): string {
  if (!value) throw new Error(message);
  return value;
}

function print(value: unknown): number {
  console.log(JSON.stringify(value, null, 2));
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: Error & { code?: string }) => {
    console.error(`models: ${error.message}`);
    await closeDb();
    process.exit(1);
  });

/** The download's size as the catalogue gives it, or "size unknown" where a file's is not published. */
function downloadSize(entry: { files: ReadonlyArray<{ size?: number }> }): string {
  return everySizeKnown(entry) ? mb(knownDownloadBytes(entry)) : 'size unknown';
}
