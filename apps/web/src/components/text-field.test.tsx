// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './text-field';

afterEach(cleanup);

const noop = () => undefined;

/** The field's wrapper as class names, top to bottom: the label row, the control, then hint and error. */
const outline = (wrapper: Element) => [...wrapper.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`);

describe('console fields', () => {
  it('a select is labelled, and described by its error first, then its hint', () => {
    render(<SelectField id="product-category" label="Category" hint="Where it is listed" error="Choose a category" options={[{ value: 'litter', label: 'Litter' }]} value="litter" onChange={noop} />);
    const select = screen.getByLabelText('Category');
    expect(select.id).toBe('product-category');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('product-category-error product-category-hint');
    expect(document.getElementById('product-category-hint')?.textContent).toBe('Where it is listed');
    expect(document.getElementById('product-category-error')?.textContent).toBe('Choose a category');
    expect(screen.getByRole('option', { name: 'Litter' })).toBeTruthy();
  });

  it('a select has the same chrome as the storefront’s TextField', () => {
    const { container } = render(
      <>
        <SelectField id="a" label="A" hint="Hint" error="Error" options={[]} />
        <TextField id="b" label="B" hint="Hint" error="Error" />
      </>,
    );
    const [select, text] = [...container.children];
    expect(outline(select!)).toEqual(['div.text-field__top', 'select.text-field__input', 'p.text-field__hint', 'p.text-field__error']);
    expect(outline(text!)).toEqual(['div.text-field__top', 'input.text-field__input', 'p.text-field__hint', 'p.text-field__error']);
  });

  it('a checkbox is labelled beside it; without a problem it is not marked invalid and is described by its hint only', () => {
    render(<CheckboxField id="product-hidden" label="Hidden from the shop" hint="Customers cannot see it" checked onChange={noop} />);
    const box = screen.getByRole('checkbox', { name: 'Hidden from the shop' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe('product-hidden-hint');
    expect(document.getElementById('product-hidden-error')).toBeNull();
  });

  it('a storefront TextField without an id still ties its hint to its input', () => {
    render(<TextField label="Pincode" hint="Six digits" />);
    const input = screen.getByLabelText('Pincode');
    expect(input.id).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('Six digits');
  });
});
