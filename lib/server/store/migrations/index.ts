import 'server-only';
import type { Migration } from 'kysely';
import * as accountsAndKeys from './0001_accounts_and_keys';
import * as sessions from './0002_sessions';
import * as demoLinks from './0003_demo_links';
import * as musicGenerations from './0004_music_generations';
import * as jobs from './0005_jobs';
import * as jobErrorKind from './0006_job_error_kind';
import * as oneOwner from './0007_one_owner';
import * as sessionOpenedWith from './0008_session_opened_with';

/**
 * Every migration, in the order it runs. Names are recorded in the database, so never
 * rename or reorder one that has shipped: add a new file and one line at the end.
 * (An explicit list, not a folder scan: the Next bundle has no folder to scan.)
 */
export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001_accounts_and_keys', accountsAndKeys],
  ['0002_sessions', sessions],
  ['0003_demo_links', demoLinks],
  ['0004_music_generations', musicGenerations],
  ['0005_jobs', jobs],
  ['0006_job_error_kind', jobErrorKind],
  ['0007_one_owner', oneOwner],
  ['0008_session_opened_with', sessionOpenedWith],
];
