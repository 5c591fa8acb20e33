import { afterAll, describe, expect, it } from 'vitest';
import { loadDetector } from '@/lib/engine/translate/detect';
import { languageDetector } from '@/lib/server/providers/local/language-detector';

/**
 * The server's language detector runs in a worker thread: the same answers as the detector in
 * this thread. How long the event loop is held while it loads is a figure, measured by
 * bench/translate/detector-stall.ts.
 */
afterAll(() => languageDetector.close());

describe('the language detector on its worker thread', () => {
  it('answers as the detector does in this thread', async () => {
    await languageDetector.warm();
    const texts = ['Una canción triste sobre la lluvia', 'Une chanson triste sur la pluie', 'Ein trauriges Lied über den Regen', 'Сегодня очень жарко', 'A happy song about the sea', '12345 !!!'];
    const here = await loadDetector();
    const answers = await Promise.all(texts.map((text) => languageDetector.detect(text)));
    expect(answers).toEqual(texts.map((text) => here.detect(text)));
    expect(answers.slice(0, 3)).toEqual(['es', 'fr', 'de']);
    expect(answers.at(-1)).toBe('');
    const assessed = await languageDetector.assess('Una canción triste sobre la lluvia');
    expect(assessed.scores.es).toBeGreaterThan(assessed.scores.en ?? 0);
    expect(languageDetector.languages).toEqual(here.languages);
  }, 120_000);

  it('starts again after it was closed', async () => {
    await languageDetector.close();
    expect(await languageDetector.detect('Bonjour tout le monde, comment allez-vous ?')).toBe('fr');
  }, 120_000);
});
