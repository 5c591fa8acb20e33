import { describe, expect, it } from 'vitest';
import { backoffMs, delayAfterError, delayAfterSuccess, POLL_MAX_MS, unknownIdOf } from '@/components/music/polling';
import { insertLabel } from '@/components/music/lyrics-editor';
import { TAG_SUGGESTIONS, toggleTag } from '@/components/music/tag-chips';
import { parseStyle } from '@/lib/engine/music/style';
import { ApiClientError } from '@/lib/client';

const headers = (values: Record<string, string>) => new Headers(values);

describe('composer polling', () => {
  it('backs off from one second to the cap', () => {
    expect(backoffMs(0)).toBe(1000);
    expect(backoffMs(1)).toBe(1500);
    expect(backoffMs(20)).toBe(POLL_MAX_MS);
  });

  it('waits for the window reset when the rate-limit budget is spent', () => {
    expect(delayAfterSuccess(0, headers({ 'ratelimit-remaining': '10', 'ratelimit-reset': '30' }))).toBe(1000);
    expect(delayAfterSuccess(0, headers({ 'ratelimit-remaining': '1', 'ratelimit-reset': '30' }))).toBe(30_000);
    expect(delayAfterSuccess(2, null)).toBe(2250);
  });

  it('honours Retry-After after a 429, and backs off after other failures', () => {
    expect(delayAfterError(0, new ApiClientError('rate limit', 429, headers({ 'retry-after': '7' })))).toBe(7000);
    expect(delayAfterError(0, new ApiClientError('busy', 503, headers({})))).toBe(1500);
    expect(delayAfterError(0, new TypeError('network'))).toBe(1500);
  });

  it('names the stale id of an unknown-id 400', () => {
    expect(unknownIdOf(new ApiClientError('ids: no generation has the id abc-1', 400, headers({}), 'unknown_id', { field: 'ids', id: 'abc-1' }))).toBe('abc-1');
    // The code decides, not the wording: a reworded message still names the id, another code never does.
    expect(unknownIdOf(new ApiClientError('that song is gone', 400, headers({}), 'unknown_id', { field: 'ids', id: 'abc-2' }))).toBe('abc-2');
    expect(unknownIdOf(new ApiClientError('ids: no generation has the id abc-1', 400, headers({}), 'invalid_input'))).toBeNull();
  });
});

describe('composer form helpers', () => {
  it('puts a section label on a line of its own', () => {
    expect(insertLabel('', 0, 'Verse')).toEqual({ text: '[Verse]\n', caret: 8 });
    expect(insertLabel('line one', 8, 'Chorus').text).toBe('line one\n\n[Chorus]\n');
    expect(insertLabel('a\n', 2, 'Bridge').text).toBe('a\n\n[Bridge]\n');
    expect(insertLabel('a\n\n', 3, 'Outro').text).toBe('a\n\n[Outro]\n');
  });

  it('adds and removes tag words', () => {
    expect(toggleTag('', 'lofi')).toBe('lofi');
    expect(toggleTag('lofi', 'sad')).toBe('lofi, sad');
    expect(toggleTag('lofi, sad', 'lofi')).toBe('sad');
    expect(toggleTag('lofi, sad, piano', 'sad')).toBe('lofi, piano');
    expect(toggleTag('jazz in D minor', 'in D minor')).toBe('jazz');
  });

  it('suggests only words the engine reads: each chip changes the style it parses', () => {
    const read = (text: string) => {
      const { tags, ...style } = parseStyle({ text, negative: '', seed: 1 });
      return JSON.stringify({ ...style, tagged: tags.split(', ').filter((tag) => !/bpm$/.test(tag)) });
    };
    const plain = read('');
    for (const tag of TAG_SUGGESTIONS.flatMap((group) => group.tags)) {
      // Pop is what an empty description already gets: it is read when it is the genre.
      if (parseStyle({ text: tag, negative: '', seed: 1 }).genre === tag) continue;
      expect(read(tag), tag).not.toBe(plain);
    }
  });
});
