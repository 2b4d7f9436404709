// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { LAVENDER_PRODUCT } from '../test-fixtures';
import { ProductForm } from './product-form';


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductForm', () => {
  it('puts the field problems of a refused save under their fields, not above the form', async () => {
    const problem = 'Use the HSN code the product is invoiced under';
    const refusal = {
      success: false,
      code: 'BAD_REQUEST',
      reason: 'request.invalid',
      params: { field: 'hsnCode', problem },
      message: `hsnCode: ${problem}`,
      details: { fields: [{ field: 'hsnCode', message: problem }] },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Provider store={createStore({ browser: false })}>
        <ProductForm product={LAVENDER_PRODUCT} />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('HSN code'), { target: { value: '250820' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByText(problem)).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/admin/products/p1', expect.objectContaining({ method: 'PATCH' }));
    const field = screen.getByLabelText('HSN code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(problem);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
