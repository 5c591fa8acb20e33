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
