import { expect, type Locator, type Page } from '@playwright/test';

/** The downloader page: the paste box, its buttons, and one row per pasted link. */
export class DownloadPage {
  readonly box: Locator;
  readonly fetchButton: Locator;
  readonly pasteButton: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.box = page.getByLabel('Links to posts, reels or pages');
    this.fetchButton = page.getByRole('button', { name: 'Fetch', exact: true });
    this.pasteButton = page.getByRole('button', { name: 'Paste', exact: true });
    this.rows = page.getByTestId('download-row');
  }

  async open(path = '/download') {
    await this.page.goto(path);
    await expect(this.box).toBeVisible();
  }

  async fetch(...urls: string[]) {
    await this.box.fill(urls.join('\n'));
    await this.fetchButton.click();
  }

  /** The row of one URL (rows show the URL they read). */
  row(url: string): Locator {
    return this.rows.filter({ hasText: url });
  }

  status(row: Locator): Locator {
    return row.getByRole('status').first();
  }

  items(row: Locator): Locator {
    return row.getByTestId('content-item');
  }

  saveLink(row: Locator, index = 0): Locator {
    return this.items(row).nth(index).getByRole('link', { name: /^Save / });
  }
}
