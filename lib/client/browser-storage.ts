/**
 * localStorage as an external store for useSyncExternalStore. A write in this tab is
 * announced with a named event (the `storage` event only reaches other tabs), so every
 * hook reading the same key re-renders, in this tab and in the others.
 */
export function storageSubscriber(changedEvent: string) {
  return function subscribe(onChange: () => void): () => void {
    window.addEventListener('storage', onChange);
    window.addEventListener(changedEvent, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(changedEvent, onChange);
    };
  };
}

export function announceStorageChange(changedEvent: string): void {
  window.dispatchEvent(new Event(changedEvent));
}
