/** A determinate progress bar: what is moving (label), how far (percent) and in words (valueText). */
export function ProgressBar({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-line dark:bg-line-dark"
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-300 dark:bg-accent-dark" style={{ width: `${percent}%` }} />
    </div>
  );
}
