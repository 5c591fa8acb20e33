import { expect, type Locator, type Page } from '@playwright/test';

/** The translator page (studio or embed): pickers, text, a document's file, result, save, share link, recents. */
export class TranslatePage {
  readonly source: Locator;
  readonly target: Locator;
  readonly swap: Locator;
  readonly text: Locator;
  readonly counter: Locator;
  readonly textError: Locator;
  readonly translateButton: Locator;
  readonly translation: Locator;
  readonly detected: Locator;
  readonly copy: Locator;
  readonly shareButton: Locator;
  readonly shareLink: Locator;
  readonly recent: Locator;
  readonly unreachablePair: Locator;
  readonly partsNote: Locator;
  readonly partsProgress: Locator;
  readonly stop: Locator;
  /** The hidden file input behind Open file (setInputFiles picks a document). */
  readonly document: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.source = page.getByLabel('Translate from');
    this.target = page.getByLabel('Translate to');
    this.swap = page.getByRole('button', { name: 'Swap languages' });
    this.text = page.getByRole('textbox', { name: 'Text', exact: true });
    this.counter = page.getByText(/^[\d,]+ \/ [\d,]+$/);
    this.textError = page.getByRole('alert').filter({ hasText: /^Text / });
    this.translateButton = page.getByRole('button', { name: 'Translate', exact: true });
    this.translation = page.getByTestId('translation');
    this.detected = page.getByTestId('detected');
    this.copy = page.getByRole('button', { name: 'Copy', exact: true });
    this.shareButton = page.getByRole('button', { name: 'Share link' });
    this.shareLink = page.getByRole('textbox', { name: /^Share link/ });
    this.recent = page.getByRole('list', { name: 'Recent translations' });
    this.unreachablePair = page.getByTestId('unreachable-pair');
    this.partsNote = page.getByTestId('parts-note');
    this.partsProgress = page.getByTestId('parts-progress');
    this.stop = page.getByRole('button', { name: 'Stop', exact: true });
    this.document = page.getByLabel('Document to translate');
    this.save = page.getByRole('button', { name: 'Save', exact: true });
  }

  async open(path = '/translate') {
    await this.page.goto(path);
    await expect(this.text).toBeVisible();
    // The pickers are usable once GET /translate/languages has answered.
    await expect(this.target).toBeEnabled();
  }

  async translate(text: string, target: string, source?: string) {
    if (source) await this.source.selectOption(source);
    await this.target.selectOption(target);
    await this.text.fill(text);
    await this.translateButton.click();
  }
}
