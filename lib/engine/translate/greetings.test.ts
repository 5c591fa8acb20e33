import { describe, expect, it } from 'vitest';
import { DETECTABLE_LANGUAGES } from './detect';
import { GREETING_LANGUAGES, greetingLanguages } from './greetings';

describe('greeting words', () => {
  it('name only languages the detector can answer', () => {
    expect(GREETING_LANGUAGES.filter((language) => !DETECTABLE_LANGUAGES.includes(language))).toEqual([]);
  });

  it("go to the language a word greets in, whatever its case; a shared word to the higher score, a tie to the more widely written", () => {
    expect(greetingLanguages('Hi', { ca: 0.84 }, DETECTABLE_LANGUAGES)).toEqual(['en']);
    expect(greetingLanguages('HALLO', { fi: 0.78, de: 0.75 }, DETECTABLE_LANGUAGES)).toEqual(['de', 'nl']);
    expect(greetingLanguages('hallo', { nl: 0.8, de: 0.75 }, DETECTABLE_LANGUAGES)).toEqual(['nl', 'de']);
    expect(greetingLanguages('hej', {}, DETECTABLE_LANGUAGES)).toEqual(['sv', 'da']);
    expect(greetingLanguages('Cześć', {}, DETECTABLE_LANGUAGES)).toEqual(['pl']);
  });

  it('are nothing for other words, or for languages the detector cannot name', () => {
    expect(greetingLanguages('station', { en: 0.9 }, DETECTABLE_LANGUAGES)).toEqual([]);
    expect(greetingLanguages('hallo', { de: 0.9 }, ['en', 'nl'])).toEqual(['nl']);
    expect(greetingLanguages('hola', {}, [])).toEqual([]);
  });
});
