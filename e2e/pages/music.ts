import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The music composer page (/music or /embed/music). */
export class MusicPage {
  readonly simpleTab: Locator;
  readonly customTab: Locator;
  readonly prompt: Locator;
  readonly create: Locator;
  readonly newSongs: Locator;
  readonly pastSongs: Locator;
  /** Every /api/music/fetch response seen, in order, with the statuses it reported. */
  readonly polls: { at: number; status: number; statuses: string[] }[] = [];

  constructor(readonly page: Page) {
    this.simpleTab = page.getByRole('tab', { name: 'Simple' });
    this.customTab = page.getByRole('tab', { name: 'Custom' });
    this.prompt = page.getByLabel('Describe the song');
    this.create = page.getByRole('button', { name: 'Create two songs' });
    this.newSongs = page.getByRole('region', { name: 'New songs' });
    this.pastSongs = page.getByRole('region', { name: 'Past songs' });
    page.on('response', (response) => void this.record(response));
  }

  private async record(response: Response) {
    if (!response.url().includes('/api/music/fetch')) return;
    const entry = { at: Date.now(), status: response.status(), statuses: [] as string[] };
    this.polls.push(entry);
    try {
      const body = (await response.json()) as { result?: Array<{ status: string }> };
      entry.statuses = Array.isArray(body.result) ? body.result.map((r) => r.status) : [];
    } catch {
      // A response without a JSON body: its status is enough.
    }
  }

  async open(path = '/music') {
    await this.page.goto(path);
    await expect(this.simpleTab).toBeVisible();
  }

  cards(scope: Locator = this.newSongs): Locator {
    return scope.getByTestId('generation');
  }

  async describe(text: string) {
    await this.simpleTab.click();
    await this.prompt.fill(text);
  }

  /** Waits until every new card shows a final status and returns them. */
  async waitForFinal(timeout = 150_000) {
    await expect(this.cards()).toHaveCount(2);
    for (const card of await this.cards().all()) {
      await expect(card).toHaveAttribute('data-status', /^(complete|error)$/, { timeout });
    }
    return this.cards().all();
  }

  lyrics() {
    return this.page.getByRole('textbox', { name: /^Lyrics/ });
  }

  tagsInput() {
    return this.page.getByRole('textbox', { name: 'Style tags' });
  }

  chip(tag: string) {
    return this.page.getByRole('group', { name: 'Add a style tag' }).getByRole('button', { name: tag, exact: true });
  }

  labelButton(label: string) {
    return this.page.getByRole('toolbar', { name: 'Insert a section label' }).getByRole('button', { name: `[${label}]` });
  }
}
