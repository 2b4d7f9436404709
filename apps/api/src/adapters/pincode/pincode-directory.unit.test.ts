import { describe, expect, it } from 'vitest';
import { createIndiaPostDirectory, titleCase } from './pincode-directory';

describe('titleCase', () => {
  it('capitalises words but keeps small joining words lower-case', () => {
    expect(titleCase('ANDAMAN AND NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('JAMMU-KASHMIR')).toBe('Jammu-Kashmir');
  });
});

describe('India Post directory', () => {
  const directory = createIndiaPostDirectory();

  it('finds the district and state of a pincode', () => {
    expect(directory.lookup(560034)).toMatchObject({ pincode: 560034, city: 'Bengaluru Urban', state: 'Karnataka' });
    expect(directory.lookup(110001)).toMatchObject({ city: 'New Delhi', state: 'Delhi' });
    expect(directory.lookup(560034)?.offices).toContain('Koramangala');
  });

  it('knows nothing of a pincode that does not exist', () => {
    expect(directory.lookup(999999)).toBeNull();
  });
});
