'use client';

import { useSyncExternalStore } from 'react';

// The theme lives on <html class="dark">, set before first paint by the theme script; the
// toggle subscribes to that class rather than keeping a second copy of the truth.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains('dark');

/** Switches light/dark and remembers the choice. */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);

  function toggle() {
    const next = !isDark();
    document.documentElement.classList.toggle('dark', next);
    localStorage.setItem('theme', next ? 'dark' : 'light');
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      className="grid size-9 place-items-center rounded-lg text-lg text-ink-muted hover:bg-accent-soft hover:text-ink dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark dark:hover:text-ink-dark"
    >
      <span aria-hidden>{dark ? '☀' : '☾'}</span>
    </button>
  );
}
