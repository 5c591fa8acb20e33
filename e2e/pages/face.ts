import { expect, type Locator, type Page } from '@playwright/test';

/** The face studio page (studio or embed): portrait picker, style gallery, age, makeup, results. */
export class FacePage {
  readonly useSample: Locator;
  readonly photo: Locator;
  readonly fileInput: Locator;
  readonly urlInput: Locator;
  readonly gallery: Locator;
  readonly prompt: Locator;
  readonly variations: Locator;
  readonly applyStyle: Locator;
  readonly ageSlider: Locator;
  readonly references: Locator;
  readonly applyMakeup: Locator;
  readonly results: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.useSample = page.getByRole('button', { name: 'Use the sample portrait' });
    this.photo = page.getByTestId('face-photo');
    this.fileInput = page.locator('input[type=file]');
    this.urlInput = page.getByLabel('Image URL');
    this.gallery = page.getByRole('list', { name: 'Styles' });
    this.prompt = page.getByRole('textbox', { name: 'Prompt (optional)' });
    this.variations = page.getByLabel('Variations');
    this.applyStyle = page.getByRole('button', { name: 'Apply style' });
    this.ageSlider = page.getByRole('slider', { name: 'Target age' });
    this.references = page.getByRole('list', { name: 'Makeup references' });
    this.applyMakeup = page.getByRole('button', { name: 'Apply makeup' });
    this.results = page.getByTestId('face-result');
    this.error = page.getByRole('alert');
  }

  async open(path = '/face') {
    await this.page.goto(path);
    // The gallery appears once GET /face/styles has answered.
    await expect(this.gallery.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  }

  tab(name: 'Styles' | 'Age' | 'Makeup'): Locator {
    return this.page.getByRole('tab', { name });
  }

  style(id: string): Locator {
    return this.page.getByTestId(`style-${id}`);
  }

  reference(id: string): Locator {
    return this.page.getByTestId(`reference-${id}`);
  }
}
