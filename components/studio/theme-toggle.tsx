/**
 * Switches light/dark and remembers the choice. A server component: the click is handled by
 * the inline theme script (theme-script.ts), and the name and icon that fit the current theme
 * are shown by CSS, so the button works before, and without, any JavaScript bundle.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle
      className="grid size-9 place-items-center rounded-lg text-lg text-ink-muted hover:bg-accent-soft hover:text-ink dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark dark:hover:text-ink-dark"
    >
      <span aria-hidden className="dark:hidden">
        ☾
      </span>
      <span aria-hidden className="hidden dark:inline">
        ☀
      </span>
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="hidden dark:inline dark:sr-only">Switch to light theme</span>
    </button>
  );
}
