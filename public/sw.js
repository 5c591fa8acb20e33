// Prism Studio service worker: keeps the studio usable offline and fast.
// - Each build has its cache (prism-shell-<build>); activating a new build deletes the old.
// - Install: the home page and every page it links to (its cards list them all), and each
//   one's chrome-less /embed twin where it has one, are cached with the scripts and styles
//   each loads, so every page opens with no network (an embed in someone's iframe too).
// - Built assets (/_next/static, icons) never change under a given URL: cache first.
// - Pages: network first, falling back to the cached copy (or the cached home page).
// - The API (/api, /v1) and user files are never cached here: their answers are the user's
//   data, and an action that needs the server says so in the page ("You are offline…").
// - Streamed downloads: a page that writes a large file as it goes (a zip of results) hands it
//   here a chunk at a time, and /__prism/download/<id> answers it as an attachment read from
//   that stream, so neither the page nor the browser gathers the whole file
//   (lib/client/streamed-download.ts, which names the protocol).
// The build this worker caches for: the page registers /sw.js?v=<build> (theme-script.ts).
const SHELL = `prism-shell-${new URL(self.location.href).searchParams.get('v') || 'dev'}`;
const SHELL_URLS = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon.svg'];

/** Same-origin page links (href="/translate") and built assets (src or href="/_next/static/…") of one HTML page. */
function linksOf(html) {
  const pages = new Set();
  const assets = new Set();
  for (const [, url] of html.matchAll(/\b(?:href|src)="(\/[^"#?]*)"/g)) {
    if (url.startsWith('/_next/static/')) assets.add(url);
    else if (!url.startsWith('/_next/') && !url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url)) pages.add(url);
  }
  return { pages, assets };
}

async function precache() {
  const cache = await caches.open(SHELL);
  await cache.addAll(SHELL_URLS);
  const home = await (await cache.match('/')).text();
  const { pages, assets } = linksOf(home);
  // Embed twins are linked from nowhere: ask for each page's; one that has none answers 404.
  for (const page of [...pages]) if (page !== '/') pages.add(`/embed${page}`);
  // One page failing (a server hiccup) must not leave the whole worker uninstalled.
  await Promise.all(
    [...pages].map(async (page) => {
      try {
        const response = await fetch(page, { credentials: 'same-origin' });
        if (!response.ok || response.redirected) {
          // An unread body holds its connection: six of them and every later fetch waits.
          await response.body?.cancel();
          return;
        }
        await cache.put(page, response.clone());
        for (const asset of linksOf(await response.text()).assets) assets.add(asset);
      } catch {
        // Cached on its first visit instead.
      }
    }),
  );
  await Promise.all([...assets].map((asset) => cache.add(asset).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // Earlier builds' caches: their pages and assets are no longer this studio's.
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('prism-') && key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const DOWNLOAD_PATH = '/__prism/download/';
/** Downloads a page has announced and the browser has not asked for yet, by id. */
const announcedDownloads = new Map();

self.addEventListener('message', (event) => {
  const data = event.data;
  // prism-keep-alive: a message event is all it is for (an idle worker is stopped mid-download).
  if (!data || data.kind !== 'prism-download' || !event.ports[0] || typeof data.id !== 'string') return;
  announcedDownloads.set(data.id, { name: String(data.name), type: String(data.type), port: event.ports[0] });
  // Not asked for within a minute (the page gave up, or was closed): forgotten.
  setTimeout(() => announcedDownloads.delete(data.id), 60_000);
  event.ports[0].postMessage({ kind: 'ready' });
});

/** The announced download's bytes, each chunk asked of the page as the browser reads (so no more is held than it has read). */
function streamedDownload(id) {
  const download = announcedDownloads.get(id);
  if (!download) return new Response('This download is no longer available: start it again from the page.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  announcedDownloads.delete(id);
  const { port } = download;
  // The pull waiting for the page's next chunk, if one is.
  let answer = null;
  let stream = null;
  const body = new ReadableStream({
    start(controller) {
      stream = controller;
    },
    pull(controller) {
      return new Promise((resolve) => {
        answer = (data) => {
          if (data.chunk) controller.enqueue(new Uint8Array(data.chunk));
          else if (data.done) controller.close();
          resolve();
        };
        port.postMessage({ kind: 'pull' });
      });
    },
    cancel() {
      port.postMessage({ kind: 'cancel' });
    },
  });
  // Set once the stream exists: a reason the page sent before the browser asked is kept in the
  // port until now, and still fails the download.
  port.onmessage = ({ data }) => {
    if (data && data.error !== undefined) {
      // The page gave up (an error, or it is being closed): the download fails now, whether
      // or not a chunk was asked for.
      try {
        stream.error(new Error(String(data.error)));
      } catch {
        // Ended already.
      }
    }
    const take = answer;
    answer = null;
    if (take) take(data);
  };
  return new Response(body, {
    headers: {
      'content-type': download.type,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(download.name)}`,
      'cache-control': 'no-store',
    },
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/v1/')) return;
  if (url.pathname.startsWith(DOWNLOAD_PATH)) {
    event.respondWith(streamedDownload(url.pathname.slice(DOWNLOAD_PATH.length)));
    return;
  }

  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) caches.open(SHELL).then((cache) => cache.put(request, response.clone()));
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && !response.redirected) caches.open(SHELL).then((cache) => cache.put(url.pathname, response.clone()));
          return response;
        })
        .catch(() =>
          caches
            .match(url.pathname, { ignoreSearch: true, ignoreVary: true })
            .then((hit) => hit || caches.match('/', { ignoreVary: true })),
        ),
    );
  }
});
