const { chromium } = require('playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
  const pages = process.argv.slice(3);
  const width = Number(process.argv[2]);
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 780 : 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  for (const p of pages) {
    await page.goto('http://127.0.0.1:3455' + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = p.replace(/\//g, '_') || '_root';
    await page.screenshot({ path: `/tmp/shots/${width}${name}.png`, fullPage: true });
  }
  console.log(errors.join('\n'));
  await browser.close();
})();
