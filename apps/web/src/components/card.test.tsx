// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './card';

afterEach(cleanup);

describe('Card', () => {
  it('is a section named by its heading, in the card look with the block’s own class', () => {
    render(
      <Card className="order-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order Summary</h2>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Order Summary' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe('card order-summary');
  });

  it('can be another element', () => {
    const { container } = render(<Card as="div">Body</Card>);
    expect((container.firstChild as HTMLElement).outerHTML).toBe('<div class="card">Body</div>');
  });
});
