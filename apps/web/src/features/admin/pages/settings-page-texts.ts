/** The console's settings page. */
export const SETTINGS_TEXT = {
  title: 'Settings',
  codHeading: 'Cash on Delivery confirmation',
  codLead: 'Orders the rule picks are placed only after the customer types a code texted to their phone. Nothing is held for them until then.',
  enabled: 'Ask for confirmation',
  threshold: 'Orders above (₹)',
  thresholdHint: 'Leave empty for no amount rule.',
  firstCodOrder: "A customer's first Cash on Delivery order",
  save: 'Save',
  saving: 'Saving...',
  loading: 'Loading settings',
  loadFailed: 'Failed to load the settings',
  saveFailed: 'Failed to save the settings',
  lastChanged: (when: string) => `Last changed ${when}`,
} as const;
