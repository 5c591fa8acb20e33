import type { Page } from '@playwright/test';

/**
 * What a browser's own page translation (Chrome's and Edge's Translate) does to the page: each
 * text node under `selector`, but those inside translate="no" and those it swapped already, is
 * taken out and <font><font>…</font></font> holding the translation put in its place. React
 * still holds the old nodes. The browser does it again to what appears later; so can a test,
 * calling this again. The "translation" here wraps the text in « », so a test can tell the
 * swapped text from what React writes later. Returns how many text nodes were swapped.
 */
export async function translateAsTheBrowserWould(page: Page, selector = 'main'): Promise<number> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`${selector}: not on the page`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (text.data.trim() && !text.parentElement?.closest('[translate="no"], font')) texts.push(text);
    }
    for (const text of texts) {
      const outer = document.createElement('font');
      const inner = document.createElement('font');
      inner.textContent = `«${text.data}»`;
      outer.append(inner);
      text.replaceWith(outer);
    }
    return texts.length;
  }, selector);
}
