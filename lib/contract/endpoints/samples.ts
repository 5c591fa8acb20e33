/**
 * Example inputs the endpoint lists share (the valid and invalid examples drive the contract
 * and envelope tests, and the docs).
 */
export const SAMPLE_IMAGE = 'https://example.com/photo.jpg';
export const longText = 'x'.repeat(1501);
export const sampleQuery = {
  accent_phrases: [
    { moras: [{ text: 'コ', consonant: 'k', consonant_length: 0.05, vowel: 'o', vowel_length: 0.1, pitch: 5.5 }], accent: 1 },
  ],
};
