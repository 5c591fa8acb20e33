import 'server-only';
/** A byte count as a person reads it in an error message: "20 MB", "512 KB", "300 bytes". */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
