/** Human figures for the model manager: sizes, rates and durations. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

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
