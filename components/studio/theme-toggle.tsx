'use client';

import { useEffect, useState } from 'react';

/** Switches light/dark and remembers the choice. */
export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);

  function toggle() {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    localStorage.setItem('theme', next ? 'dark' : 'light');
    setDark(next);
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
