/** 9999-12-31 is how the API says "never" for a plan's end. */
export function formatPlanExpiry(date: string): string {
  if (date.startsWith('9999')) return 'No expiry';
  return formatDate(date);
}

export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: iso.length > 10 ? 'short' : undefined });
}
