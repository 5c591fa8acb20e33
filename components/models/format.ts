import { formatBytes } from '@/lib/contract/limits/sizes';
import { hasEveryWord } from '@/lib/client/fold-text';

/** Human figures for the model manager: rates and durations (sizes: formatBytes in lib/contract/limits/sizes). */
export const formatRate = (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`;

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** What a model is for, in a few words: "Chat", "Translation en → fr", "tts voice". */
export function formatKind(entry: { capability: string; task: string; languages: readonly string[] }): string {
  if (entry.capability === 'llm') return 'Chat';
  if (entry.capability === 'translate') return `Translation ${entry.languages.join(' → ')}`;
  return [entry.capability, entry.task].filter(Boolean).join(' ');
}

/** The catalogue's sections, in the order the page shows them; other capabilities follow, by name. */
const SECTIONS: Record<string, string> = { llm: 'Chat', tts: 'Voices', translate: 'Translation', image: 'Image', face: 'Face', music: 'Music' };

/**
 * Rows grouped into the page's sections (Chat, Voices, Translation, ...), each keeping the
 * catalogue's own order within it: 37 models in one list were hard to scan.
 */
export function catalogSections<T extends { entry: { capability: string } }>(rows: readonly T[]): Array<{ capability: string; title: string; rows: T[] }> {
  const order = Object.keys(SECTIONS);
  const rank = (capability: string) => (order.includes(capability) ? order.indexOf(capability) : order.length);
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.entry.capability, [...(groups.get(row.entry.capability) ?? []), row]);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([capability, members]) => ({ capability, title: SECTIONS[capability] ?? capability, rows: members }));
}

/**
 * Whether a catalogue entry matches the filter box: every word typed is in its name, what it
 * is for, its languages, its licence or its line on quality ("german voice", "q4", "apache").
 */
export function matchesModel(entry: { name: string; capability: string; task: string; languages: readonly string[]; parameters?: string; quantization?: string; licence: { name: string }; quality: string }, query: string): boolean {
  const said = [entry.name, formatKind(entry), SECTIONS[entry.capability] ?? '', entry.task, entry.languages.join(' '), entry.parameters ?? '', entry.quantization ?? '', entry.licence.name, entry.quality];
  return hasEveryWord(said.join('\n'), query);
}
