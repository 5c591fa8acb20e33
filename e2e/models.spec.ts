import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

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

  test('works at 360 px in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/models');
    await expect(page.getByTestId('list-vae_models')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'models (dark, 360 px)');
  });
});
