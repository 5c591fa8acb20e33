import type { Locator, Page } from '@playwright/test';

/** The models page's catalogue: one row per model, with Install, progress, Cancel and Remove. */
export class ModelCatalogPage {
  readonly catalog: Locator;
  readonly diskFigures: Locator;
  /** The box that filters the catalogue by the words typed. */
  readonly filter: Locator;

  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.catalog = page.getByTestId('model-catalog');
    this.diskFigures = page.getByTestId('disk-figures');
    this.filter = page.getByRole('searchbox', { name: 'Find a model' });
  }

  async open() {
    await this.page.goto(`${this.origin}/models`);
  }

  /** A section of the catalogue (Chat, Voices, Translation ...), by the capability it holds. */
  section(capability: string): Locator {
    return this.page.locator(`section#models-${capability}`);
  }

  /** The link at the top of the catalogue that jumps to a section. */
  sectionLink(title: string): Locator {
    return this.page.getByRole('navigation', { name: 'Sections of the catalogue' }).getByRole('link', { name: new RegExp(`^${title} \\(`) });
  }

  row(id: string): Locator {
    return this.page.getByTestId(`model-${id}`);
  }

  installButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Install ${name}` });
  }

  /** The "I accept <licence>" box a non-commercial model's row shows before Install. */
  licenceCheckbox(id: string): Locator {
    return this.row(id).getByRole('checkbox', { name: /I accept/ });
  }

  removeButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${name}` });
  }
}
