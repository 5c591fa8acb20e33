import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Natural photos for the benchmarks, from Debian's python3-skimage package (its
 * skimage/data folder; licences in bench/image/README.md). Used where the package is
 * installed; otherwise its .deb is fetched with `apt-get download` (Debian's own
 * repository, no install) and unpacked under bench/results/ (git-ignored).
 */
export const PHOTOS = ['astronaut', 'chelsea', 'coffee', 'rocket', 'camera'] as const;
export type PhotoName = (typeof PHOTOS)[number];
const FILES: Record<PhotoName, string> = { astronaut: 'astronaut.png', chelsea: 'chelsea.png', coffee: 'coffee.png', rocket: 'rocket.jpg', camera: 'camera.png' };

const SYSTEM_DIR = '/usr/lib/python3/dist-packages/skimage/data';
const CACHE = path.join(process.cwd(), 'bench/results/skimage');
const CACHED_DIR = path.join(CACHE, 'usr/lib/python3/dist-packages/skimage/data');

function dataDir(): string {
  if (existsSync(path.join(SYSTEM_DIR, 'astronaut.png'))) return SYSTEM_DIR;
  if (!existsSync(path.join(CACHED_DIR, 'astronaut.png'))) {
    mkdirSync(CACHE, { recursive: true });
    console.error('fetching python3-skimage from the Debian repository (apt-get download) for its sample photos…');
    execFileSync('apt-get', ['download', 'python3-skimage'], { cwd: CACHE, stdio: ['ignore', 'ignore', 'inherit'] });
    const deb = readdirSync(CACHE).find((f) => f.startsWith('python3-skimage_') && f.endsWith('.deb'));
    if (!deb) throw new Error('apt-get download python3-skimage did not produce a .deb');
    execFileSync('dpkg-deb', ['-x', deb, '.'], { cwd: CACHE });
  }
  return CACHED_DIR;
}

export async function loadPhotos(names: readonly PhotoName[] = PHOTOS): Promise<Array<{ name: PhotoName; path: string }>> {
  const dir = dataDir();
  return names.map((name) => ({ name, path: path.join(dir, FILES[name]) }));
}
