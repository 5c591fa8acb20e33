import 'server-only';
import type { Kysely } from 'kysely';

/**
 * Music generation records (POST /music/simple and /music/advance make two each): what was
 * asked (the request and the variation's seed, so a restarted render makes the same song),
 * where the render is, and the files it made (paths /api/files/<id>; made absolute per
 * request).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('music_generations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('prompt_description', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('negative_tags', 'text', (c) => c.notNull())
    .addColumn('lyric', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('instrumental', 'integer', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('duration', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audio_url', 'text')
    .addColumn('audio_partial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wav_url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('error_type', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('music_generations_account').on('music_generations').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('music_generations').execute();
}
