/**
 * How a transform's free-text prompt steers a style. The local engine has no language
 * model, so the prompt is read for a few kinds of words (documented in the contract):
 *
 * - colour words (red, orange, gold/yellow, green, teal, cyan, blue, purple/violet,
 *   pink/magenta, warm, cool) set the style's accent hue and tint the result;
 * - intensity words (subtle, soft, gentle, light → weaker; strong, bold, intense, heavy,
 *   extreme → stronger) scale how far the style goes;
 * - mood words (dark, moody, night → darker; bright, sunny, airy → brighter; vivid, vibrant,
 *   colourful → more saturated; muted, pastel, faded → less; black and white, monochrome,
 *   grayscale → no colour).
 * Other words are ignored. An empty prompt leaves the style as designed.
 */

export interface PromptNudge {
  /** Accent hue 0..1 requested by a colour word, or null. */
  hue: number | null;
  /** How strongly to tint the result towards `hue` (0 for no tint). */
  tint: number;
  /** Multiplies the style's strength: 0.6 (subtle) to 1.4 (extreme). */
  strength: number;
  /** Added to brightness, −0.12 to +0.1. */
  brightness: number;
  /** Multiplies saturation (0 for monochrome). */
  saturation: number;
  /** The words that had an effect, for the response and the docs. */
  recognised: string[];
}

const HUES: Array<[RegExp, number, string]> = [
  [/\b(red|crimson|scarlet)\b/, 0.0, 'red'],
  [/\b(orange|amber)\b/, 0.08, 'orange'],
  [/\b(gold|golden|yellow)\b/, 0.14, 'gold'],
  [/\b(green|emerald|lime)\b/, 0.33, 'green'],
  [/\b(teal|turquoise)\b/, 0.47, 'teal'],
  [/\b(cyan|aqua)\b/, 0.52, 'cyan'],
  [/\b(blue|azure|navy)\b/, 0.61, 'blue'],
  [/\b(purple|violet|lavender)\b/, 0.76, 'purple'],
  [/\b(pink|magenta|rose)\b/, 0.9, 'pink'],
];

export function readPrompt(prompt: string): PromptNudge {
  const text = prompt.toLowerCase();
  const nudge: PromptNudge = { hue: null, tint: 0, strength: 1, brightness: 0, saturation: 1, recognised: [] };
  for (const [pattern, hue, word] of HUES) {
    if (pattern.test(text)) {
      nudge.hue = hue;
      nudge.tint = 0.22;
      nudge.recognised.push(word);
      break;
    }
  }
  const rules: Array<[RegExp, string, Partial<PromptNudge>]> = [
    [/\bwarm\b/, 'warm', nudge.hue === null ? { hue: 0.07, tint: 0.12 } : {}],
    [/\b(cool|cold|icy)\b/, 'cool', nudge.hue === null ? { hue: 0.57, tint: 0.12 } : {}],
    [/\b(subtle|soft|gentle|light|slight)\b/, 'subtle', { strength: 0.6 }],
    [/\b(strong|bold|intense|heavy|extreme|wild)\b/, 'strong', { strength: 1.4 }],
    [/\b(dark|moody|night|gloomy)\b/, 'dark', { brightness: -0.12 }],
    [/\b(bright|sunny|airy|radiant)\b/, 'bright', { brightness: 0.1 }],
    [/\b(vivid|vibrant|colou?rful|saturated)\b/, 'vivid', { saturation: 1.3 }],
    [/\b(muted|pastel|faded|washed)\b/, 'muted', { saturation: 0.7 }],
    [/\b(black and white|black & white|monochrome|gr[ae]yscale|b&w)\b/, 'monochrome', { saturation: 0 }],
  ];
  for (const [pattern, word, change] of rules) {
    if (!pattern.test(text) || Object.keys(change).length === 0) continue;
    Object.assign(nudge, change);
    nudge.recognised.push(word);
  }
  return nudge;
}
