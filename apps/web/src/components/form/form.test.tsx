// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AddressInput } from '@shop/contract/users';
import { ApiError } from '../../lib/api-client';
import { LocaleContext } from '../../lib/i18n/texts';
import { FormCheckboxField, FormSelectField, FormTextField } from './fields';
import { Form, FormAlert, SubmitButton, useZodForm } from './form';

afterEach(cleanup);

const Schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  slug: z.string().regex(/^[a-z-]+$/, 'Lower-case letters and dashes only'),
  size: z.enum(['s', 'm']),
  gift: z.boolean(),
});
type Values = z.input<typeof Schema>;

function Harness({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> | void }) {
  const form = useZodForm<Values>(Schema, { defaultValues: { name: '', slug: 'a', size: 's', gift: false } });
  return (
    <Form form={form} onSubmit={onSubmit} serverMessages={{ 'Slug taken': 'slug' }} failedMessage="Could not save">
      <FormTextField<Values> name="name" label="Name" />
      <FormTextField<Values> name="slug" label="Slug" normalize={(t) => t.toLowerCase()} />
      <FormSelectField<Values> name="size" label="Size" options={[{ value: 's', label: 'Small' }, { value: 'm', label: 'Medium' }]} />
      <FormCheckboxField<Values> name="gift" label="Gift" />
      <FormAlert className="alert" />
      <SubmitButton label="Save" submittingLabel="Saving…" />
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Sav/ }));

describe('Form', () => {
  it('shows the schema’s problem under its field, focuses it, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    submit();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(screen.getByText('Enter your name')).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-error`);
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s problem when it changes, and submits the values as typed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    submit();
    await screen.findByText('Enter your name');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Meera ' } });
    expect(screen.queryByText('Enter your name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'LITTER' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'm' } });
    fireEvent.click(screen.getByLabelText('Gift'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: ' Meera ', slug: 'litter', size: 'm', gift: true });
  });

  it('disables the submit button while the submit is under way', async () => {
    let finish: () => void = () => undefined;
    render(<Harness onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    submit();
    const button = await screen.findByRole('button', { name: 'Saving…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts a server refusal about one field under that field, focused', async () => {
    render(<Harness onSubmit={() => Promise.reject(new ApiError('Slug taken', 409, 'CONFLICT'))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    submit();
    await screen.findByText('Slug taken');
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Slug'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the fields a 400 names under them', async () => {
    const bad = new ApiError('name: Too long', 400, 'BAD_REQUEST', { details: { fields: [{ field: 'name', message: 'Too long' }] } });
    render(<Harness onSubmit={() => Promise.reject(bad)} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    submit();
    await screen.findByText('Too long');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows any other refusal above the actions, and clears it on the next submit', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError('Server is down', 503)).mockRejectedValueOnce('??').mockResolvedValueOnce(undefined);
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Server is down');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not save'));
    submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

type AddressValues = { alias: string; address_line1: string; address_line2: string; city: string; state: string; pincode: string; country: string; isPrimary: boolean };

function AddressHarness({ onSubmit }: { onSubmit: (values: AddressValues) => Promise<unknown> | void }) {
  const form = useZodForm<AddressValues>(AddressInput, {
    defaultValues: { alias: 'Home', address_line1: '', address_line2: '', city: 'Pune', state: 'Maharashtra', pincode: '4110', country: 'India', isPrimary: true },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormTextField<AddressValues> name="address_line1" label="पता" />
      <FormTextField<AddressValues> name="pincode" label="पिनकोड" />
      <FormAlert className="alert" />
      <SubmitButton label="सेव करें" />
    </Form>
  );
}

describe('Form on a Hindi page', () => {
  const renderInHindi = (onSubmit: (values: AddressValues) => Promise<unknown> | void) =>
    render(
      <LocaleContext value="hi">
        <AddressHarness onSubmit={onSubmit} />
      </LocaleContext>,
    );

  it('shows the contract’s checks in Hindi, never its English', async () => {
    const onSubmit = vi.fn();
    renderInHindi(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    await screen.findByText('पिनकोड 6 अंकों का होना चाहिए');
    expect(screen.getByText('कृपया अपनी गली का पता या मकान नंबर डालें')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/pincode|street address/i);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a 400’s field problems under their fields in Hindi', async () => {
    const bad = new ApiError('pincode: Enter a valid 6-digit pincode', 400, 'BAD_REQUEST', { details: { fields: [{ field: 'pincode', message: 'Enter a valid 6-digit pincode' }] } });
    renderInHindi(() => Promise.reject(bad));
    fireEvent.change(screen.getByLabelText('पता'), { target: { value: '12 MG Road' } });
    fireEvent.change(screen.getByLabelText('पिनकोड'), { target: { value: '411001' } });
    fireEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    await screen.findByText('सही 6 अंकों का पिनकोड डालें');
    expect(screen.getByLabelText('पिनकोड').getAttribute('aria-invalid')).toBe('true');
  });
});
