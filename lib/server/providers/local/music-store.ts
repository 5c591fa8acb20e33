import 'server-only';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { FINAL_STATUSES, type GenerationStatus } from '@/lib/contract/music';
import { fileIdsIn } from '../../files';
import { registerRecordStore } from '../../files/references';
import { db } from '../../store';

/**
 * The music generation records (table music_generations, migration 0004): read and written
 * by the local music provider, and known to file retention, which keeps the files a record
 * names and lets finished records go with them (it registers itself below: registerRecordStore).
 */
export interface MusicGenerationsTable {
  id: string;
  batch_id: string;
  account_id: string | null;
  status: GenerationStatus;
  mode: 'simple' | 'advance';
  prompt: string;
  prompt_description: string;
  title: string;
  tags: string;
  negative_tags: string;
  lyric: string;
  model: string;
  instrumental: number;
  seed: number;
  duration: number;
  style: string;
  audio_url: string | null;
  audio_partial: number;
  wav_url: string | null;
  image_url: string | null;
  video_url: string | null;
  error_type: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
}
export type Row = Selectable<MusicGenerationsTable>;

type MusicDb = Kysely<{ music_generations: MusicGenerationsTable }>;

export async function musicTable(): Promise<MusicDb> {
  return (await db()).withTables<{ music_generations: MusicGenerationsTable }>() as unknown as MusicDb;
}

export async function readRows(ids: string[]): Promise<Row[]> {
  if (!ids.length) return [];
  return (await musicTable()).selectFrom('music_generations').selectAll().where('id', 'in', ids).execute();
}

/** The account's records that are not finished yet (waiting, rendering, or stale after a lost job). */
export async function unfinishedRows(accountId: string | null): Promise<Row[]> {
  const table = (await musicTable()).selectFrom('music_generations').selectAll().where('status', 'not in', [...FINAL_STATUSES]);
  return (accountId === null ? table.where('account_id', 'is', null) : table.where('account_id', '=', accountId)).execute();
}

export async function insertRows(rows: Insertable<MusicGenerationsTable>[]): Promise<void> {
  await (await musicTable()).insertInto('music_generations').values(rows).execute();
}

export async function update(id: string, values: Updateable<MusicGenerationsTable>): Promise<void> {
  await (await musicTable())
    .updateTable('music_generations')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The file ids every record names (partial preview, MP3, WAV, cover, video). */
export async function musicFileReferences(): Promise<Set<string>> {
  const rows = await (await musicTable()).selectFrom('music_generations').select(['audio_url', 'wav_url', 'image_url', 'video_url']).execute();
  return fileIdsIn(rows);
}

/** Removes finished records last changed more than `days` ago (0 keeps them forever). */
export async function pruneFinishedMusic(days: number): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const outcome = await (await musicTable())
    .deleteFrom('music_generations')
    .where('status', 'in', [...FINAL_STATUSES])
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(outcome.numDeletedRows);
}

registerRecordStore('music', { references: musicFileReferences, pruneFinished: pruneFinishedMusic });
