import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { untilValue } from '../../../tests/support/until';
import { createCancelFlag } from '../vision/cancel';
import type { SongRequest } from './compose';
import runMusicTask from './worker';

// The worker entry as runInPool drives it: a shared flag for stops, failures as values.
const request: SongRequest = {
  mode: 'advance',
  prompt: '[Verse]\nRain on the window\nWhispering my name',
  title: 'Rain',
  tags: 'lofi 100 bpm',
  negativeTags: '',
  instrumental: false,
  seed: 11,
};

/** The render tools still running as children of this process. */
const runningTools = () =>
  execFileSync('ps', ['--ppid', String(process.pid), '-o', 'comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /fluidsynth|ffmpeg|espeak|sox/.test(name));

describe('music worker task', () => {
  it('answers the song', async () => {
    const result = await runMusicTask({ op: 'preview', request, options: {} });
    expect(result.ok && result.song.mp3.length).toBeGreaterThan(1000);
  }, 60_000);

  it('stops when the flag is raised, kills its tools and says aborted', async () => {
    const flag = createCancelFlag();
    const running = runMusicTask({ op: 'generate', request, options: {}, cancel: flag.shared });
    // Raise it while a tool runs (its own time limit is minutes away), then see the tool gone.
    await untilValue(async () => runningTools(), (tools) => tools.length > 0, 'a render tool to start', 30_000);
    flag.cancel();
    expect(await running).toMatchObject({ ok: false, failure: 'aborted' });
    await untilValue(async () => runningTools(), (tools) => tools.length === 0, 'the render tools to be killed', 2_000);
  }, 60_000);

  it('says timeout when a tool runs past its time limit', async () => {
    const result = await runMusicTask({ op: 'preview', request, options: { toolTimeoutMs: 1 } });
    expect(result).toMatchObject({ ok: false, failure: 'timeout' });
  }, 60_000);
});
