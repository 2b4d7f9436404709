// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';

afterEach(cleanup);

describe('ButtonLink', () => {
  it('is a link in the secondary button look unless told otherwise', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/explore">Shop now</ButtonLink>
        <ButtonLink to="/cart" look="primary" className="reward-card__link" rel="next">
          Go to cart
        </ButtonLink>
      </MemoryRouter>,
    );
    const shop = screen.getByRole('link', { name: 'Shop now' });
    expect(shop.getAttribute('href')).toBe('/explore');
    expect(shop.className).toBe('btn btn-secondary');
    const cart = screen.getByRole('link', { name: 'Go to cart' });
    expect(cart.className).toBe('btn btn-primary reward-card__link');
    expect(cart.getAttribute('rel')).toBe('next');
  });
});
