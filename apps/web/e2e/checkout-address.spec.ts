import { request as playwrightRequest } from '@playwright/test';
import { freshSession, type Customer } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { addFromShop, openCheckout, openPaymentDialog, ordersOf, placeEarlierOrder, signedInCustomer, UNSCENTED_5 } from './shop';

interface SavedAddress {
  address_line1: string;
  pincode: number;
  isPrimary: boolean;
}

/** The customer's saved addresses, as the profile API reports them. */
async function savedAddresses(baseURL: string, customer: Customer): Promise<SavedAddress[]> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: await freshSession(customer, baseURL) });
  try {
    const response = await api.get('/api/v1/user/me');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { userDetails: { addresses: SavedAddress[] } }).userDetails.addresses;
  } finally {
    await api.dispose();
  }
}

test.describe('delivery address at checkout', () => {
  test('an address for this order only leaves the saved home address as it is', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'onceaddr');
    // Ordered before: something to pay, so the payment dialog opens (a ₹0 first order places itself).
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const address = page.getByRole('region', { name: 'Delivery Address' });
    await address.getByRole('button', { name: 'Edit delivery address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Delivery Address' });
    await edit.getByLabel('Address Line 1').fill('Flat 3, 22 Residency Road');
    await edit.getByLabel('Pincode').fill('560025');
    // Whether the courier goes there is said as the pincode is typed, before anything is saved.
    await expect(edit.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);
    await edit.getByLabel('Save this change to my addresses').uncheck();
    await expect(edit).toContainText('Used for this order only');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(address).toContainText('Flat 3, 22 Residency Road');
    await expect(address).toContainText('For this order only');
    await expect(address.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);

    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await dialog.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('region', { name: 'Delivering to' })).toContainText('Flat 3, 22 Residency Road');
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toBeTruthy();
    expect(await savedAddresses(baseURL!, customer)).toEqual([expect.objectContaining({ address_line1: '12 MG Road', pincode: 560001, isPrimary: true })]);
  });

  test('a new address is checked as it is typed, saved beside the default, and chosen among the saved ones', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'newaddr');
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const address = page.getByRole('region', { name: 'Delivery Address' });
    await address.getByRole('button', { name: 'Choose another delivery address' }).click();
    const choose = page.getByRole('dialog', { name: 'Choose a delivery address' });
    await expect(choose.getByRole('radio')).toHaveCount(1);
    await choose.getByRole('button', { name: 'Add a new address' }).click();

    const add = page.getByRole('dialog', { name: 'Add Delivery Address' });
    await add.getByLabel('Address Line 1').fill('9 Aberdeen Bazaar');
    await add.getByLabel('Pincode').fill('744101');
    await expect(add.getByRole('status')).toHaveText('This pincode is not serviceable. Please update your address.');
    await add.getByLabel('Address Line 1').fill('14 Connaught Place');
    await add.getByLabel('Pincode').fill('110001');
    await expect(add.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);
    await expect(add.getByLabel('Save to my addresses')).toBeChecked();
    await expect(add.getByLabel('Make this my default address')).not.toBeChecked();
    await add.getByRole('button', { name: 'Deliver here' }).click();
    await expect(toast(page, 'Address updated!')).toBeVisible();
    await expect(address).toContainText('14 Connaught Place');
    await expect(address.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);
    expect(await savedAddresses(baseURL!, customer)).toEqual([
      expect.objectContaining({ address_line1: '12 MG Road', isPrimary: true }),
      expect.objectContaining({ address_line1: '14 Connaught Place', pincode: 110001, isPrimary: false }),
    ]);

    // Back to the default address, picked from the saved ones.
    await address.getByRole('button', { name: 'Choose another delivery address' }).click();
    await expect(choose.getByRole('radio')).toHaveCount(2);
    await choose.getByRole('radio', { name: /12 MG Road/ }).check();
    await choose.getByRole('button', { name: 'Deliver here' }).click();
    await expect(address).toContainText('12 MG Road');
    await expect(address).not.toContainText('14 Connaught Place');
  });
});
