const { chromium } = require('playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
  const [width, path, y, h, out] = process.argv.slice(2);
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:3455' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } });
  await browser.close();
})();
