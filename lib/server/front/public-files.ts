import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../errors';
import { refuseRequest } from './api';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const READS = new Set(['GET', 'HEAD']);

/**
 * Next answers any method but GET and HEAD on a file of public/ (the service worker, the
 * icons, the face styles' pictures) with a bare 500 "Internal Server Error", where a page
 * gets its 405. This answers those with the 405 envelope and `Allow: GET, HEAD`, and hands
 * everything else to `pages`. The files are listed once, at start.
 */
export function withPublicFileMethods(pages: Handler, publicDir: string): Handler {
  const files = new Set(listFiles(publicDir).map((file) => `/${file.split(path.sep).join('/')}`));
  return (req, res) => {
    if (READS.has(req.method ?? 'GET')) return pages(req, res);
    const pathname = decodedPath(req.url);
    if (pathname === null || !files.has(pathname)) return pages(req, res);
    const error = new ApiError('method_not_allowed', `${req.method} is not allowed on ${pathname}, a static file; use GET or HEAD.`, { allow: 'GET, HEAD' });
    return refuseRequest(req, res, error, 'public-file');
  };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return []; // no public/ folder: nothing of it to guard
  }
}

function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0]!);
  } catch {
    return null; // not a path Next would find a file at either
  }
}
