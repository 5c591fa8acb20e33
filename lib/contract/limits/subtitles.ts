/**
 * A subtitle's override block ({\an8} on top, {\i1}…{\i0} italics, {\fnTimes New Roman} a
 * font), which SubRip files borrowed from SSA: settings, not words. Every way a text goes to a
 * translator keeps it as written (the studio's placeholders, the local engine's stream), and
 * Spanish's opening marks go past it. A regular expression's source, to build on. A file of
 * its own: the translator page's first load carries limits/translate.ts, and this is needed
 * only once a text is sent.
 */
export const OVERRIDE_BLOCK = String.raw`\{\\[^{}\n]*\}`;
