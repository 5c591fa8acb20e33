import { describe, expect, it } from 'vitest';
import { catalogEntry } from '@/lib/contract/models';
import builtIn from '@/lib/server/models/catalog/chat.json';
import builtInTranslation from '@/lib/server/models/catalog/translation.json';
import builtInVoices from '@/lib/server/models/catalog/voices.json';
import { recommendChat } from '@/lib/server/models';

const entries = builtIn.map((raw) => catalogEntry.parse(raw));

describe('the built-in chat catalogue', () => {
  it('holds at least five GGUF instruct models with tool calls, 0.5B to 4B, each with a unique id', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry).toMatchObject({ capability: 'llm', task: 'chat', engine: 'node-llama-cpp', toolCalls: true });
      const billions = Number.parseFloat(entry.parameters ?? '');
      expect(billions).toBeGreaterThanOrEqual(0.5);
      expect(billions).toBeLessThanOrEqual(4);
    }
  });

  it('gives every file an https hub URL ending in its name, a size, a sha256 and where that checksum was published', () => {
    for (const file of entries.flatMap((e) => e.files)) {
      expect(file.url).toMatch(/^https:\/\/huggingface\.co\/[^/]+\/[^/]+\/resolve\/[^/]+\//);
      expect(file.url.endsWith(`/${file.name}`)).toBe(true);
      expect(file.size).toBeGreaterThan(100_000_000);
      expect(file.checksumSource.length).toBeGreaterThan(20);
    }
  });

  it('recommends the largest model with tool calls that fits the memory budget', () => {
    expect(recommendChat(entries, 1000)).toBe('qwen2.5-0.5b-instruct-q4_k_m');
    expect(recommendChat(entries, 2000)).toBe('qwen2.5-1.5b-instruct-q4_k_m');
    expect(recommendChat(entries, 100_000)).toBe('phi-3.5-mini-instruct-q4_k_m');
    expect(recommendChat(entries, 100)).toBeNull();
  });
});

describe('the built-in voice catalogue', () => {
  const voices = builtInVoices.map((raw) => catalogEntry.parse(raw));

  it('holds Piper voices for the languages the issue names, one language each, with unique ids', () => {
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    const languages = voices.map((v) => v.languages[0]!.split('-')[0]);
    for (const wanted of ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'zh']) expect(languages, wanted).toContain(wanted);
    expect(voices.map((v) => v.languages[0])).toEqual(expect.arrayContaining(['en-US', 'en-GB']));
    expect(voices.length).toBeGreaterThanOrEqual(11);
    for (const voice of voices) expect(voice).toMatchObject({ capability: 'tts', task: 'voice', engine: 'onnxruntime', architecture: 'piper' });
  });

  it('pins each tarball to a release, with the sha256 LocalAI publishes, and unpacks only the voice files', () => {
    for (const voice of voices) {
      const [file] = voice.files;
      expect(voice.files).toHaveLength(1);
      expect(file!.url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/releases\/download\/v\d[^/]*\/voice-[^/]+\.tar\.gz$/);
      expect(file!.url.endsWith(`/${file!.name}`)).toBe(true);
      expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(file!.checksumSource).toMatch(/LocalAI gallery\/index\.yaml at 82c191af/);
      expect(file!.unpack).toEqual({ format: 'tar.gz', keep: ['.onnx', '.onnx.json'] });
    }
  });

  it('asks for the licence to be accepted, since no voice licence could be checked from here', () => {
    for (const voice of voices) expect(voice.licence.commercialUse).toBe(false);
  });
});

describe('the built-in translation catalogue', () => {
  const models = builtInTranslation.map((raw) => catalogEntry.parse(raw));
  const COMMIT = 'e7957fc407441a5e3e35bbcbf9d60d9b35764618';

  it('has Firefox Translations models both ways between English and fr, de, es, it, pt, ru, zh, ja and id', () => {
    expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
    const pairs = models.map((m) => m.languages.join('-'));
    for (const other of ['fr', 'de', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'id']) expect(pairs).toEqual(expect.arrayContaining([`en-${other}`, `${other}-en`]));
    for (const model of models) {
      expect(model).toMatchObject({ capability: 'translate', task: 'translate', engine: 'bergamot', licence: { name: 'MPL-2.0', commercialUse: true } });
      expect(model.languages).toHaveLength(2);
    }
  });

  it('pins every file to one commit of Mozilla\'s repository, with the size and sha256 of its Git LFS pointer, gunzipped on install', () => {
    for (const model of models) {
      const [from, to] = model.languages;
      const names = model.files.map((f) => f.name);
      // What the server looks for (installedTranslationModels): the model, the shortlist, one vocabulary or a source and a target one.
      expect(names[0]).toBe(`model.${from}${to}.intgemm.alphas.bin.gz`);
      expect(names).toContain(`lex.50.50.${from}${to}.s2t.bin.gz`);
      expect(names.includes(`vocab.${from}${to}.spm.gz`) !== (names.includes(`srcvocab.${from}${to}.spm.gz`) && names.includes(`trgvocab.${from}${to}.spm.gz`))).toBe(true);
      for (const file of model.files) {
        expect(file.url).toMatch(new RegExp(`^https://media\\.githubusercontent\\.com/media/mozilla/firefox-translations-models/${COMMIT}/models/(tiny|base|base-memory)/${from}${to}/`));
        expect(file.url.endsWith(`/${file.name}`)).toBe(true);
        expect(file.size).toBeGreaterThan(1000);
        expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(file.checksumSource).toContain(`at ${COMMIT.slice(0, 8)}`);
        expect(file.unpack).toEqual({ format: 'gzip' });
      }
    }
  });

  it('refuses an entry that would gunzip a file not named .gz', () => {
    const [first] = builtInTranslation;
    const renamed = { ...first, files: first!.files.map((f, i) => (i === 0 ? { ...f, name: 'model.bin' } : f)) };
    const parsed = catalogEntry.safeParse(renamed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['files', 0, 'name'], message: 'must end in .gz when unpack.format is gzip' });
  });

  it('refuses a licence or home page link that is not http(s), which the models page would make a link of', () => {
    const [first] = builtInTranslation;
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const licence = catalogEntry.safeParse({ ...first, licence: { ...first!.licence, url } });
      expect(licence.error?.issues[0]).toMatchObject({ path: ['licence', 'url'], message: 'must be an http(s) URL' });
      expect(catalogEntry.safeParse({ ...first, homepage: url }).success).toBe(false);
    }
  });
});
