import { describe, expect, it } from 'vitest';
import { demoLinkUrl, demoTokenOf } from '@/lib/contract/limits/access';
import { shareUrl } from '@/components/translate/copy-share-link';

/** A demo link's token rides in the fragment, which no server, proxy log or Referer ever sees. */
describe('demo link addresses', () => {
  const token = 'demo_AbC-12_x';

  it('put the token in the fragment, where the embed page reads it back', () => {
    const url = new URL(demoLinkUrl('https://studio.example', '/embed/translate', token));
    expect(url.search).toBe('');
    expect(url.pathname).toBe('/embed/translate');
    expect(demoTokenOf(url)).toBe(token);
  });

  it('still read links made before, with ?token=, and nothing where there is none', () => {
    expect(demoTokenOf(new URL(`https://studio.example/embed/tts?token=${token}`))).toBe(token);
    expect(demoTokenOf(new URL('https://studio.example/embed/tts#section'))).toBeNull();
  });

  it("keep the token in an embed's translation share link, and only the token", () => {
    const shared = new URL(shareUrl(demoLinkUrl('https://studio.example', '/embed/translate', token), { text: 'Hola', source: 'es', target: 'en' }));
    expect(demoTokenOf(shared)).toBe(token);
    expect(shared.searchParams.get('text')).toBe('Hola');
    expect(new URL(shareUrl('https://studio.example/translate#top', { text: 'a', source: 'en', target: 'es' })).hash).toBe('');
  });
});
