/**
 * A song's time as its player shows it, m:ss, whole seconds counted down (a 36.6 s song is
 * 0:36, as the player's end reads): the card's length and the player agree.
 */
export function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
