import { describe, expect, it } from 'vitest';
import { composeSong } from './compose';
import { titleOf, topicOf } from './lyric-writer';

const simple = (prompt: string, seed = 1) => composeSong({ mode: 'simple', prompt, title: '', tags: '', negativeTags: '', instrumental: false, seed });

describe('the lyric writer', () => {
  it('takes the subject after "about", with the determiner written before it', () => {
    expect(topicOf('A lively irish jig about the sea')).toBe('the sea');
    expect(topicOf('energetic edm track about my dog, 1 min')).toBe('my dog');
    expect(topicOf('Sad piano ballad about an empty room')).toBe('an empty room');
    expect(topicOf('a happy pop song about summer nights, 45 s')).toBe('summer nights');
    // Style words after "about" are still dropped while a subject remains.
    expect(topicOf('a song about happy summer days with piano')).toBe('summer days');
  });

  it('does not take a length, tempo or metre for the subject', () => {
    expect(topicOf('soul ballad in 12/8, 30 s')).toBe('soul');
    expect(topicOf('edm 128 bpm about summer 2 min')).toBe('summer');
    expect(topicOf('A gentle jazz waltz in 3/4 time about autumn leaves, 2 min')).toBe('autumn leaves');
    expect(topicOf('a jig in 6/8 time, 45 seconds')).toBe('');
  });

  it('keeps a subject that is also a style word: a song about love is about love', () => {
    expect(topicOf('a rock song about love')).toBe('love');
    const song = simple('a rock song about love, 1 min');
    expect(song.title).toBe('Love');
    expect(song.lyrics).toContain('Oh love,');
  });

  it('calls to the subject without its article, and names it with it elsewhere', () => {
    const song = simple('A lively irish jig about the sea, 1 min');
    expect(song.title).toBe('The Sea');
    expect(song.lyrics).toContain('Oh sea,');
    expect(song.lyrics).not.toMatch(/Oh the sea|with sea\b|see sea\b/);
    expect(simple('edm track about my dog, 1 min').lyrics).toContain('Oh my dog,');
    expect(titleOf('an empty room')).toBe('Empty Room');
  });
});
