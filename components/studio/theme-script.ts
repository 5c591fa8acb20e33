/**
 * Runs inline in <head>: sets the theme before first paint (the stored choice, else the
 * system's preference), and makes every [data-theme-toggle] button switch it. The toggle
 * needs no React: its label and icon follow the `dark` class through CSS.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('theme');var d=t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d)}catch(e){}document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-theme-toggle]');if(!b)return;var n=!document.documentElement.classList.contains('dark');document.documentElement.classList.toggle('dark',n);try{localStorage.setItem('theme',n?'dark':'light')}catch(e){}})})()`;

/**
 * Registers the service worker that caches the studio for offline use, once the page has
 * loaded. The script's URL names the build (`?v=`): a new build is a new URL, so the browser
 * installs the worker again, which caches the new build's pages and assets under a cache
 * named for it and deletes the old build's (the bytes of sw.js alone never change).
 */
export const serviceWorkerScript = (build: string) =>
  `if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js?v=${encodeURIComponent(build)}',{scope:'/'}).catch(function(){})})`;

/** How often an open page asks which build the server runs, and at least how long between two asks. */
const UPDATE_CHECK_EVERY_MS = 10 * 60_000;
const UPDATE_CHECK_GAP_MS = 60_000;

/**
 * Tells a page left open across an update that the studio changed under it: when the page
 * comes back into view (at most once a minute) and every ten minutes while it is in view, it
 * asks /api/health for the server's build, and one other than its own shows a bar offering
 * to reload (work in flight still asks before leaving: lib/client/leave-warning.ts). Plain DOM,
 * no React: it costs the pages no script. A server that does not say (`dev`, an error, an
 * embed's visitor without access) changes nothing.
 */
export const updateCheckScript = (build: string) =>
  `(function(){var b=${JSON.stringify(build)};if(b==='dev')return;var last=0,shown=false;` +
  `function check(){if(shown||document.visibilityState!=='visible'||Date.now()-last<${UPDATE_CHECK_GAP_MS})return;last=Date.now();` +
  `fetch('/api/health',{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(j){var n=j&&j.result&&j.result.build;if(typeof n==='string'&&n!=='dev'&&n!==b)show()}).catch(function(){})}` +
  `function show(){shown=true;var d=document.createElement('div');d.setAttribute('role','status');d.setAttribute('data-testid','studio-updated');` +
  `d.className='fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-line bg-panel px-4 py-3 text-sm text-ink shadow-lg dark:border-line-dark dark:bg-panel-dark dark:text-ink-dark';` +
  `var t=document.createElement('span');t.className='flex-1';t.textContent='Prism Studio has been updated. Reload to use the new version.';` +
  `var r=document.createElement('button');r.type='button';r.textContent='Reload';r.className='h-8 rounded-lg bg-accent px-3 font-medium text-white hover:bg-accent-strong dark:bg-accent-dark dark:text-surface-dark';r.onclick=function(){location.reload()};` +
  `var x=document.createElement('button');x.type='button';x.textContent='\u00d7';x.setAttribute('aria-label','Not now');x.className='h-8 rounded-lg px-2 text-ink-muted hover:bg-accent-soft dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark';x.onclick=function(){d.remove()};` +
  `d.append(t,r,x);document.body.append(d)}` +
  `document.addEventListener('visibilitychange',check);setInterval(check,${UPDATE_CHECK_EVERY_MS})})()`;
