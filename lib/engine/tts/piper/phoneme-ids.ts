/**
 * Phonemes to the ids a Piper voice reads, as piper-phonemize's phonemes_to_ids does: the
 * begin marker `^`, then each phoneme's ids followed by the pad `_`, then the end marker `$`.
 * A phoneme is one Unicode code point (IPA letters, stress marks, length marks, spaces and
 * punctuation); one the voice does not know is skipped and counted.
 */
export function phonemeIds(phonemes: string, idMap: Readonly<Record<string, readonly number[]>>): { ids: number[]; missing: Map<string, number> } {
  const pad = idMap._!;
  const ids: number[] = [...idMap['^']!, ...pad];
  const missing = new Map<string, number>();
  for (const phoneme of phonemes) {
    const mapped = idMap[phoneme];
    if (!mapped) {
      missing.set(phoneme, (missing.get(phoneme) ?? 0) + 1);
      continue;
    }
    ids.push(...mapped, ...pad);
  }
  ids.push(...idMap.$!);
  return { ids, missing };
}
