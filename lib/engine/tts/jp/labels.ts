/**
 * HTS full-context labels of Japanese (the HTS_TTS_JPN format Open JTalk writes):
 *
 *   p1^p2-p3+p4=p5/A:a1+a2+a3/B:b1-b2_b3/C:c1_c2+c3/D:d1+d2_d3/E:e1_e2!e3_e4-e5
 *   /F:f1_f2#f3_f4@f5_f6|f7_f8/G:g1_g2%g3_g4_g5/H:h1_h2/I:i1-i2@i3+i4&i5-i6|i7+i8/J:j1_j2/K:k1+k2-k3
 *
 * Reading them gives the accent phrases of a query; writing them back from a (possibly
 * edited) query is how synthesis tells the HTS voice what to say. B, C and D describe
 * words (part of speech), which a query does not carry: every phrase is written as one noun
 * (02). Unknown (xx) there sends the voice's decision trees to contexts it only saw at
 * silences, and some vowels come out twice as loud; a noun gives the level and timbre of
 * Open JTalk's own labels.
 */

const LABEL_PATTERN =
  /^(?<p1>[^^]+)\^(?<p2>[^-]+)-(?<p3>[^+]+)\+(?<p4>[^=]+)=(?<p5>[^/]+)\/A:(?<a1>[^+]+)\+(?<a2>[^+]+)\+(?<a3>[^/]+)\/B:[^/]*\/C:[^/]*\/D:[^/]*\/E:(?<e1>[^_]+)_(?<e2>[^!]+)!(?<e3>[^_]+)_[^-]+-(?<e5>[^/]+)\/F:(?<f1>[^_]+)_(?<f2>[^#]+)#(?<f3>[^_]+)_[^@]+@(?<f5>[^_]+)_(?<f6>[^|]+)\|(?<f7>[^_]+)_(?<f8>[^/]+)\/G:[^/]*\/H:[^/]*\/I:(?<i1>[^-]+)-(?<i2>[^@]+)@(?<i3>[^+]+)\+(?<i4>[^&]+)&[^/]*\/J:[^/]*\/K:(?<k1>[^+]+)\+(?<k2>[^-]+)-(?<k3>.+)$/;

export interface LabelPhoneme {
  /** The full-context label itself, without times. */
  label: string;
  phoneme: string;
  /** Seconds, when the label carries times. */
  start: number;
  end: number;
  /** Position of the mora in its accent phrase (a2), accent phrase (f1, f2, f3), breath group (i3), phrase in it (f5). */
  moraInPhrase: number | null;
  phraseMoras: number | null;
  accent: number | null;
  interrogative: boolean;
  breathGroup: number | null;
  phraseInGroup: number | null;
}

const num = (value: string | undefined): number | null => (value === undefined || value === 'xx' ? null : Number(value));

/** One line: `[start end] label`, times in units of 100 ns as HTS writes them. */
export function parseLabelLine(line: string): LabelPhoneme {
  const parts = line.trim().split(/\s+/);
  const label = parts[parts.length - 1]!;
  const start = parts.length === 3 ? Number(parts[0]) / 1e7 : 0;
  const end = parts.length === 3 ? Number(parts[1]) / 1e7 : 0;
  const match = LABEL_PATTERN.exec(label);
  if (!match?.groups) throw new Error(`unreadable full-context label: ${label.slice(0, 80)}`);
  const g = match.groups;
  return {
    label,
    phoneme: g.p3!,
    start,
    end,
    moraInPhrase: num(g.a2),
    phraseMoras: num(g.f1),
    accent: num(g.f2),
    interrogative: g.f3 === '1',
    breathGroup: num(g.i3),
    phraseInGroup: num(g.f5),
  };
}

export function parseLabels(text: string): LabelPhoneme[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseLabelLine);
}

/** A mora read from labels: phonemes and the times HTS gave them. */
export interface LabelMora {
  consonant: string | null;
  consonantLength: number | null;
  vowel: string;
  vowelLength: number;
  /** Start and end of the vowel, seconds (to average the log F0 over). */
  vowelStart: number;
  vowelEnd: number;
}

export interface LabelPhrase {
  moras: LabelMora[];
  accent: number;
  interrogative: boolean;
  pause: { length: number } | null;
}

/**
 * Accent phrases from labels: phonemes grouped by breath group and phrase (i3, f5), then by
 * mora position (a2); a pau between breath groups becomes the pause after the phrase before it.
 */
export function labelsToPhrases(labels: LabelPhoneme[]): LabelPhrase[] {
  const phrases: LabelPhrase[] = [];
  let key = '';
  let moraKey = -1;
  let current: LabelPhrase | null = null;
  let paused = false;
  for (const label of labels) {
    if (label.phoneme === 'sil') continue;
    if (label.phoneme === 'pau') {
      if (current) current.pause = { length: (current.pause?.length ?? 0) + (label.end - label.start) };
      paused = true;
      continue;
    }
    // A new phrase: its (breath group, phrase) key changes, a pause came before it, or the
    // mora count starts again (Open JTalk caps the position fields of long utterances, so
    // keys alone can repeat).
    const phraseKey = `${label.breathGroup}-${label.phraseInGroup}`;
    const restarted = label.moraInPhrase !== null && moraKey > 0 && label.moraInPhrase < moraKey;
    if (!current || phraseKey !== key || paused || restarted) {
      current = { moras: [], accent: label.accent ?? 0, interrogative: label.interrogative, pause: null };
      phrases.push(current);
      key = phraseKey;
      moraKey = -1;
      paused = false;
    }
    const length = label.end - label.start;
    const last = current.moras[current.moras.length - 1];
    if (label.moraInPhrase !== moraKey || !last || last.vowel !== '') {
      // A new mora starts: a consonant waits for its vowel; a vowel stands alone.
      current.moras.push({ consonant: null, consonantLength: null, vowel: '', vowelLength: 0, vowelStart: 0, vowelEnd: 0 });
      moraKey = label.moraInPhrase ?? moraKey;
    }
    const mora = current.moras[current.moras.length - 1]!;
    if (isVowelPhoneme(label.phoneme)) {
      mora.vowel = label.phoneme;
      mora.vowelLength = length;
      mora.vowelStart = label.start;
      mora.vowelEnd = label.end;
    } else {
      mora.consonant = label.phoneme;
      mora.consonantLength = length;
    }
  }
  // A consonant without a vowel cannot be said as a mora: drop such leftovers.
  for (const phrase of phrases) phrase.moras = phrase.moras.filter((m) => m.vowel !== '');
  return phrases.filter((p) => p.moras.length > 0);
}

export function isVowelPhoneme(phoneme: string): boolean {
  return /^(?:[aiueoAIUEON]|cl)$/.test(phoneme);
}

/** What writing labels needs to know about one accent phrase. */
export interface PhraseShape {
  /** Phonemes of each mora: consonant (or null) and vowel as the voice should say it. */
  moras: Array<{ consonant: string | null; vowel: string }>;
  accent: number;
  interrogative: boolean;
  pauseAfter: boolean;
}

interface BreathGroup {
  phrases: number[];
  moras: number;
}

/**
 * Full-context labels (without times) for a sequence of phrases, one per phoneme:
 * sil, the phrases' phonemes with a pau after each phrase that has a pause, sil.
 */
export function phrasesToLabels(phrases: PhraseShape[]): string[] {
  const groups: BreathGroup[] = [];
  let group: BreathGroup = { phrases: [], moras: 0 };
  phrases.forEach((phrase, index) => {
    group.phrases.push(index);
    group.moras += phrase.moras.length;
    if (phrase.pauseAfter || index === phrases.length - 1) {
      groups.push(group);
      group = { phrases: [], moras: 0 };
    }
  });
  const groupOf = new Map<number, number>();
  groups.forEach((g, gi) => g.phrases.forEach((p) => groupOf.set(p, gi)));
  const totalMoras = phrases.reduce((sum, p) => sum + p.moras.length, 0);
  const accentOf = (p: PhraseShape) => (p.accent === 0 || p.accent > p.moras.length ? p.moras.length : p.accent);
  const flag = (b: boolean) => (b ? '1' : '0');

  // Position of every phrase's first mora in its breath group and in the utterance.
  const moraStartInGroup: number[] = [];
  const moraStartInUtterance: number[] = [];
  const phraseStartOfGroup: number[] = [];
  let utteranceMora = 0;
  let utterancePhrase = 0;
  for (const g of groups) {
    let inGroup = 0;
    phraseStartOfGroup.push(utterancePhrase);
    for (const p of g.phrases) {
      moraStartInGroup[p] = inGroup;
      moraStartInUtterance[p] = utteranceMora;
      inGroup += phrases[p]!.moras.length;
      utteranceMora += phrases[p]!.moras.length;
      utterancePhrase++;
    }
  }

  const K = `/K:${groups.length}+${phrases.length}-${totalMoras}`;
  const phraseE = (p: number | null, joined: string) =>
    p === null
      ? 'xx_xx!xx_xx-xx'
      : `${phrases[p]!.moras.length}_${accentOf(phrases[p]!)}!${flag(phrases[p]!.interrogative)}_xx-${joined}`;
  const phraseG = (p: number | null, joined: string) =>
    p === null
      ? 'xx_xx%xx_xx_xx'
      : `${phrases[p]!.moras.length}_${accentOf(phrases[p]!)}%${flag(phrases[p]!.interrogative)}_xx_${joined}`;
  const groupSize = (g: number | null) => (g === null || !groups[g] ? 'xx_xx' : `${groups[g]!.phrases.length}_${groups[g]!.moras}`);
  const NOUN = '02';
  const words = (before: boolean, self: boolean, after: boolean) =>
    `/B:${before ? NOUN : 'xx'}-xx_xx/C:${self ? NOUN : 'xx'}_xx+xx/D:${after ? NOUN : 'xx'}+xx_xx`;

  // Phoneme sequence with the context each phoneme carries.
  type Entry = { phoneme: string; context: string };
  const entries: Entry[] = [];
  const silOrPau = (phoneme: string, before: number | null, after: number | null) => {
    const prevGroup = before === null ? null : groupOf.get(before)!;
    const nextGroup = after === null ? null : groupOf.get(after)!;
    return {
      phoneme,
      context:
        `/A:xx+xx+xx${words(before !== null, false, after !== null)}/E:${phraseE(before, 'xx')}/F:xx_xx#xx_xx@xx_xx|xx_xx/G:${phraseG(after, 'xx')}` +
        `/H:${groupSize(prevGroup)}/I:xx-xx@xx+xx&xx-xx|xx+xx/J:${groupSize(nextGroup)}${K}`,
    };
  };

  entries.push(silOrPau('sil', null, phrases.length > 0 ? 0 : null));
  phrases.forEach((phrase, p) => {
    const gi = groupOf.get(p)!;
    const g = groups[gi]!;
    const indexInGroup = g.phrases.indexOf(p);
    const previous = p > 0 ? p - 1 : null;
    const next = p < phrases.length - 1 ? p + 1 : null;
    const joinedBefore = previous === null ? 'xx' : flag(!phrases[previous]!.pauseAfter);
    const joinedAfter = next === null ? 'xx' : flag(!phrase.pauseAfter);
    const n = phrase.moras.length;
    const accent = accentOf(phrase);
    const F =
      `/F:${n}_${accent}#${flag(phrase.interrogative)}_xx@${indexInGroup + 1}_${g.phrases.length - indexInGroup}` +
      `|${moraStartInGroup[p]! + 1}_${g.moras - moraStartInGroup[p]!}`;
    const I =
      `/I:${g.phrases.length}-${g.moras}@${gi + 1}+${groups.length - gi}` +
      `&${phraseStartOfGroup[gi]! + 1}-${phrases.length - phraseStartOfGroup[gi]!}` +
      `|${moraStartInUtterance[g.phrases[0]!]! + 1}+${totalMoras - moraStartInUtterance[g.phrases[0]!]!}`;
    const H = `/H:${groupSize(gi > 0 ? gi - 1 : null)}`;
    const J = `/J:${groupSize(gi < groups.length - 1 ? gi + 1 : null)}`;
    const E = `/E:${phraseE(previous, joinedBefore)}`;
    const G = `/G:${phraseG(next, joinedAfter)}`;
    phrase.moras.forEach((mora, mi) => {
      const A = `/A:${mi + 1 - accent}+${mi + 1}+${n - mi}`;
      const context = `${A}${words(previous !== null, true, next !== null)}${E}${F}${G}${H}${I}${J}${K}`;
      if (mora.consonant) entries.push({ phoneme: mora.consonant, context });
      entries.push({ phoneme: mora.vowel, context });
    });
    if (phrase.pauseAfter) entries.push(silOrPau('pau', p, next));
  });
  entries.push(silOrPau('sil', phrases.length > 0 ? phrases.length - 1 : null, null));

  const name = (i: number) => entries[i]?.phoneme ?? 'xx';
  return entries.map((entry, i) => `${name(i - 2)}^${name(i - 1)}-${entry.phoneme}+${name(i + 1)}=${name(i + 2)}${entry.context}`);
}
