import { AdminPageResponse } from '@shop/contract/pages';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { signInStaff, staffApi } from './staff';

const QUESTION = 'डिलीवरी में कितना समय लगता है?';

test.describe('operations console: the pages in Hindi', () => {
  test('staff change a Hindi FAQ answer beside its English, and /hi/faq shows it at once, the English FAQ unchanged', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    const staff = await staffApi(baseURL!);
    const stored = AdminPageResponse.parse(await (await staff.get('/api/v1/admin/pages/faq')).json()).page.sections.find((s) => s.key === 'delivery')!;
    const hindiBefore = stored.words.find((w) => w.locale === 'hi')!;
    const added = `नया: ऑर्डर शाम 4 बजे तक हो तो उसी दिन भेजा जाता है (${Date.now().toString(36)})।`;

    try {
      await page.goto('/admin/pages');
      await page.getByRole('link', { name: 'Edit FAQ' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      const delivery = page.getByRole('region', { name: 'Delivery' });
      // The English beside the Hindi, each with its own save.
      await expect(delivery.getByLabel('Body in English')).toHaveValue(/Remote areas may take a little longer\./);
      const hindiBody = delivery.getByLabel('Body in Hindi');
      await expect(hindiBody).toHaveValue(/दूर-दराज़ के इलाक़ों में/);

      // English cannot be emptied: it shows wherever Hindi has none.
      await delivery.getByLabel('Heading in English').fill('');
      await delivery.getByRole('button', { name: 'Save English' }).click();
      await expect(delivery.getByText('English needs a heading and a body: they show wherever Hindi has none.')).toBeVisible();
      await delivery.getByLabel('Heading in English').fill('Delivery');

      const body = (await hindiBody.inputValue()).replace('दूर-दराज़ के इलाक़ों में थोड़ा ज़्यादा समय लग सकता है।', `दूर-दराज़ के इलाक़ों में थोड़ा ज़्यादा समय लग सकता है। ${added}`);
      await hindiBody.fill(body);
      await delivery.getByRole('button', { name: 'Save Hindi' }).click();
      await expect(toast(page, 'Delivery: Hindi saved')).toBeVisible();
      await expect(delivery.getByText(/^Last saved /).last()).toBeVisible();

      const visitor = await context.browser()!.newPage();
      try {
        await visitor.goto('/hi/faq');
        await visitor.getByText(QUESTION, { exact: true }).click();
        await expect(visitor.getByRole('region', { name: QUESTION })).toContainText(added);
        await visitor.goto('/faq');
        await visitor.getByText('How long does delivery take?', { exact: true }).click();
        await expect(visitor.getByRole('region', { name: 'How long does delivery take?' })).toHaveText(
          'Most orders reach metro cities in 2 to 4 business days and other places in 4 to 7 business days after dispatch. Remote areas may take a little longer.',
        );
      } finally {
        await visitor.close();
      }

      // The change is in the audit log, under the page's section.
      await page.goto('/admin/audit?entityId=faq/delivery');
      await expect(page.getByText('Changed page section').first()).toBeVisible();
    } finally {
      // Back to the words other tests read.
      const now = AdminPageResponse.parse(await (await staff.get('/api/v1/admin/pages/faq')).json()).page.sections.find((s) => s.key === 'delivery')!;
      const version = now.words.find((w) => w.locale === 'hi')!.version;
      await staff.put('/api/v1/admin/pages/faq/sections/delivery/hi', { data: { heading: hindiBefore.heading, body: hindiBefore.body, expectedVersion: version } });
      await staff.dispose();
    }
  });
});
