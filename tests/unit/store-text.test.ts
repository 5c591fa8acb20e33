import { randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLinksCreateRequest, keysCreateRequest } from '@/lib/contract/access';
import { advanceRequest, simpleRequest } from '@/lib/contract/music';
import { describeError } from '@/lib/contract';
import { createKey, listKeys } from '@/lib/server/auth/keys';
import type { MusicGenerationsTable } from '@/lib/server/providers/local/music-store';
import { openStore } from '@/lib/server/store/connect';
import type { Database } from '@/lib/server/store/schema';

/**
 * Text the contract accepts is stored as it was sent, on both stores. PostgreSQL refused a NUL
 * in a song's lyrics (the insert failed: a 500 in a deployment), and an unpaired surrogate
 * ("\ud83d", half an emoji) came back from either store as other characters than were sent.
 */
const schema = `prism_text_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-store-text-'));
const stores: Record<string, Kysely<Database>> = {};

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  stores.postgresql = await openStore({ databaseUrl: `postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3D${schema}`, dataDir: work });
  stores.sqlite = await openStore({ dataDir: work });
});

afterAll(async () => {
  await Promise.all(Object.values(stores).map((db) => db.destroy()));
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

const HOSTILE = ['la\u0000la', 'half \ud83d emoji', 'tail \udc00', '\ud83d\ude00 whole emoji', 'tab\tand\nlines', 'שלום\u200f עולם', 'e\u0301 café 日本語'];
const REFUSED = 'must not contain NUL (\\u0000) or unpaired surrogate characters';

const musicRow = (id: string, text: string): MusicGenerationsTable => ({
  id,
  batch_id: id,
  account_id: null,
  status: 'complete',
  mode: 'advance',
  prompt: text,
  prompt_description: text,
  title: text,
  tags: text,
  negative_tags: '',
  lyric: text,
  model: 'chirp-v3-0',
  instrumental: 0,
  seed: 1,
  duration: 0,
  style: '',
  audio_url: null,
  audio_partial: 0,
  wav_url: null,
  image_url: null,
  video_url: null,
  error_type: null,
  error_message: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

describe.each(['postgresql', 'sqlite'])('text on %s', (store) => {
  it("a song's title, tags and lyrics come back as sent, or are refused by the contract with the rule", async () => {
    const music = () => stores[store]!.withTables<{ music_generations: MusicGenerationsTable }>();
    const refused: string[] = [];
    for (const [i, text] of HOSTILE.entries()) {
      const advance = advanceRequest.safeParse({ title: text, tags: text, prompt: text });
      const simple = simpleRequest.safeParse({ prompt: text });
      if (!advance.success || !simple.success) {
        expect(describeError((advance.error ?? simple.error)!)).toContain(REFUSED);
        refused.push(text);
        continue;
      }
      const id = `gen_text_${store}_${i}`;
      await music().insertInto('music_generations').values(musicRow(id, advance.data.prompt)).execute();
      const row = await music().selectFrom('music_generations').select(['prompt', 'title', 'lyric']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ prompt: text, title: text, lyric: text });
    }
    expect(refused).toEqual(['la\u0000la', 'half \ud83d emoji', 'tail \udc00']);
  });

  it('a key name and a demo link label come back as sent, or are refused', async () => {
    for (const name of ['half \ud83d emoji', '\ud83d\ude00 whole emoji']) {
      const parsed = keysCreateRequest.safeParse({ name });
      expect(demoLinksCreateRequest.safeParse({ capability: 'translate', label: name }).success).toBe(parsed.success);
      if (!parsed.success) {
        expect(describeError(parsed.error)).toBe(`name: ${REFUSED}`);
        continue;
      }
      await createKey(stores[store]!, { name: parsed.data.name, rpm: 60 });
      expect((await listKeys(stores[store]!)).map((key) => key.name)).toContain(name);
    }
  });
});
