import { expect, test } from '@playwright/test';
import { ModelCatalogPage } from './pages/model-catalog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';

test.describe('models page', () => {
  test('shows the six lists of the model listing, each with its entries or an empty state', async ({ page, request }) => {
    const listing = (await (await request.get('/api/imagegen/get_all_models')).json()).result as Record<string, Array<{ model_id: string }>>;
    await page.goto('/models');
    await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
    for (const key of ['models', 'controlnet_models', 'lora_models', 'ip_adapter_models', 'embeddings_models', 'vae_models']) {
      const card = page.getByTestId(`list-${key}`);
      await expect(card).toBeVisible();
      const entries = listing[key]!;
      if (entries.length === 0) await expect(card).toContainText(/No .+ loaded/);
      else for (const entry of entries) await expect(card).toContainText(entry.model_id);
    }
    await expectNoSeriousA11yViolations(page, 'models');
  });

  test('lists the installable catalogue with sizes, licences, disk figures and Install for the owner', async ({ page, request }) => {
    const listing = (await (await request.get('/api/models')).json()).result as { models: Array<{ entry: { id: string; name: string; capability: string }; installed: boolean }>; canManage: boolean };
    const models = new ModelCatalogPage(page);
    await models.open();
    await page.getByRole('heading', { level: 1, name: 'Models' }).waitFor();
    await models.diskFigures.waitFor();
    for (const { entry, installed } of listing.models) {
      await expect(models.row(entry.id)).toContainText(entry.name);
      await expect(models.row(entry.id)).toContainText('Licence:');
      if (!installed && listing.canManage) await expect(models.installButton(entry.name)).toBeVisible();
    }
    await expect(models.diskFigures).toContainText('free');
    // Grouped by what the models are for, every row in its own capability's section.
    for (const { entry } of listing.models) await expect(models.section(entry.capability).getByTestId(`model-${entry.id}`)).toHaveCount(1);
    await expect(models.section('translate').getByRole('heading', { level: 3 })).toHaveText(/^Translation · \d+ models/);
    await models.sectionLink('Voices').click();
    await expect(page).toHaveURL(/#models-tts$/);
    await expect(models.section('tts').getByRole('heading', { level: 3 })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'models catalogue');
    await page.screenshot({ path: 'test-results/models-catalogue.png', fullPage: true });
  });

  test('the catalogue filters by the words typed, and says when nothing matches', async ({ page, request }) => {
    const listing = (await (await request.get('/api/models')).json()).result as { models: Array<{ entry: { id: string; capability: string; languages: string[] } }> };
    await countReactCommits(page);
    const models = new ModelCatalogPage(page);
    await models.open();
    await models.diskFigures.waitFor();
    await models.filter.fill('french ENGLISH translation');
    const pair = listing.models.filter(({ entry }) => entry.capability === 'translate' && entry.languages.includes('fr') && entry.languages.includes('en'));
    expect(pair.length).toBeGreaterThan(0);
    await expect(models.catalog.locator('[data-testid^="model-"]')).toHaveCount(pair.length);
    for (const { entry } of pair) await expect(models.row(entry.id)).toBeVisible();
    await expect(models.section('llm')).toHaveCount(0);
    await models.filter.fill('no such model anywhere');
    await expect(models.catalog.getByRole('status')).toHaveText('No model in the catalogue matches “no such model anywhere”.');
    await models.filter.fill('');
    await expect(models.catalog.locator('[data-testid^="model-"]')).toHaveCount(listing.models.length);
    // Filtered and cleared, the page rests: nothing redraws.
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test('works at 360 px in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/models');
    await expect(page.getByTestId('list-vae_models')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'models (dark, 360 px)');
  });
});
