/**
 * An image's size in pixels as the browser reads it (a plain <img> load, which needs no
 * CORS), or null when it cannot show it. For limits and estimates before anything is sent.
 */
export function naturalSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve({ width: probe.naturalWidth, height: probe.naturalHeight });
    probe.onerror = () => resolve(null);
    probe.src = src;
  });
}

/** The same for a file picked here, read from a URL of its own that is let go once read. */
export async function fileNaturalSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    return await naturalSize(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
