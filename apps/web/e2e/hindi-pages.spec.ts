import { expect, test } from './fixtures';
import { expectFitsScreen } from './viewport';

/** The terms, privacy policy, FAQ and About in Hindi, at phone width: their stored Hindi, with no script too. */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('the stored pages in Hindi', () => {
  test('/hi/faq asks and answers in Hindi, with the reward’s number of orders', async ({ page }) => {
    await page.goto('/hi/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    for (const topic of ['लिटर के बारे में', 'ऑर्डर और पेमेंट', 'डिलीवरी', 'रिटर्न, रिफ़ंड और कैंसलेशन', 'लॉयल्टी प्रोग्राम']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await page.getByText('क्या इसे टॉयलेट में बहा सकते हैं?', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'क्या इसे टॉयलेट में बहा सकते हैं?' })).toContainText('बेंटोनाइट लिटर कभी न बहाएँ');
    await page.getByText('लॉयल्टी प्रोग्राम कैसे काम करता है?', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'लॉयल्टी प्रोग्राम कैसे काम करता है?' })).toContainText(/\d+ ऑर्डर के बाद आपको एक प्रोडक्ट मुफ़्त मिलता है/);
    await expect(page.getByRole('heading', { name: 'अब भी कोई सवाल है?' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Frequently');
    await expectFitsScreen(page, '/hi/faq', 390);
  });

  test('/hi/terms-and-conditions and /hi/privacy-policy are in Hindi, their links staying in Hindi', async ({ page }) => {
    await page.goto('/hi/terms-and-conditions');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2, name: /कैंसलेशन/ })).toBeVisible();
    await expect(main).toContainText('ऑर्डर देने के 24 घंटे के अंदर');
    await expect(main).toContainText('15–20 कामकाजी दिन');
    await expect(main).toContainText('कम से कम 18 साल');
    await expect(main.locator('address')).toContainText('शिकायत अधिकारी');
    await expect(main).not.toContainText('Grievance Officer');
    await expectFitsScreen(page, '/hi/terms-and-conditions', 390);
    await main.getByRole('link', { name: 'प्राइवेसी पॉलिसी' }).click();
    await expect(page).toHaveURL(/\/hi\/privacy-policy$/);
    await expect(page.getByRole('main')).toContainText('13 साल से कम उम्र के बच्चों के लिए नहीं है');
    await expect(page.getByRole('heading', { name: 'Razorpay के ज़रिए पेमेंट' })).toBeVisible();
  });

  test('/hi/about tells the story in Hindi', async ({ page }) => {
    await page.goto('/hi/about');
    await expect(page.getByRole('heading', { level: 1, name: /भारत की मिट्टी से बना प्राकृतिक लिटर/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'बेंटोनाइट के गोले क्यों बनते हैं' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Purrfect Litter एक नज़र में' })).toContainText('धूल-रहित');
    await expect(page.getByRole('link', { name: 'लिटर खरीदें' })).toHaveAttribute('href', '/hi/explore');
    await expectFitsScreen(page, '/hi/about', 390);
  });
});

test.describe('the stored pages in Hindi without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('arrive whole from the server', async ({ page }) => {
    for (const [path, words] of [
      ['/hi/terms-and-conditions', 'नियम और शर्तें'],
      ['/hi/privacy-policy', 'हम क्या जानकारी लेते हैं'],
      ['/hi/faq', 'लिटर के बारे में'],
      ['/hi/about', 'हमारा वादा'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('main'), path).toContainText(words);
    }
  });

  test('the FAQ opens and closes its answers with no script', async ({ page }) => {
    await page.goto('/hi/faq');
    const answer = page.getByRole('region', { name: 'क्या इसे टॉयलेट में बहा सकते हैं?' });
    await expect(answer).toBeHidden();
    await page.getByText('क्या इसे टॉयलेट में बहा सकते हैं?', { exact: true }).click();
    await expect(answer).toContainText('बेंटोनाइट लिटर कभी न बहाएँ');
    await expect(answer).toBeVisible();
    await page.getByText('क्या इसे टॉयलेट में बहा सकते हैं?', { exact: true }).press('Enter');
    await expect(answer).toBeHidden();
  });
});
