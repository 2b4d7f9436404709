import { describe, expect, it } from 'vitest';
import { trackPath } from './track-path';

describe('trackPath', () => {
  it('links to the tracking page by order number', () => {
    expect(trackPath('ORD-20250610-0001')).toBe('/track/ORD-20250610-0001');
  });
});
