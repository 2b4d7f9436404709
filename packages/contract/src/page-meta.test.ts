import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, PUBLIC_PAGE_META, storedPageMeta } from './page-meta';

const FIXED = PUBLIC_PAGE_META.terms;

describe("a stored page's head", () => {
  it('is titled by its intro heading and described by its opening words, as plain text', () => {
    const meta = storedPageMeta(FIXED, { heading: ' नियम और शर्तें ', body: 'पहले **ध्यान** से पढ़ें। हमारा [संपर्क पेज](/contact-us) देखें।\n\n- एक\n- दो' });
    expect(meta).toEqual({ title: 'नियम और शर्तें', description: 'पहले ध्यान से पढ़ें। हमारा संपर्क पेज देखें।', path: FIXED.path });
  });

  it('leaves out a sentence naming a value the shop fills in, and cuts a long description', () => {
    expect(storedPageMeta(FIXED, { heading: 'Terms', body: 'Read these. Write to {email} with questions.' }).description).toBe('Read these.');
    const long = storedPageMeta(FIXED, { heading: 'Terms', body: 'Word '.repeat(100) }).description;
    expect(long.length).toBe(META_DESCRIPTION_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps the fixed words for what the stored page does not give', () => {
    expect(storedPageMeta(FIXED, undefined)).toEqual(FIXED);
    expect(storedPageMeta(FIXED, { heading: '  ', body: 'Only {email}.' })).toEqual(FIXED);
  });
});
