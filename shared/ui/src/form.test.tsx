// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field, Form, FormAlert, Submit, useApiForm } from './form.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
beforeEach(() => {});
afterEach(() => {});

type Values = { email: string; address: { pincode: string } };
const schema = z.object({
  email: z.email('Enter a valid email address'),
  address: z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits') }),
});

function TestForm({
  onSubmit,
  validate = false,
}: {
  onSubmit: (v: Values) => Promise<unknown>;
  validate?: boolean;
}) {
  const form = useApiForm<Values>({ schema: validate ? schema : undefined });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormAlert />
      <Field name="email" label="Email" hint="We write to this address" />
      <Field name="address.pincode" label="Pincode" />
      <Submit busyLabel="Sending…">Send</Submit>
    </Form>
  );
}

const input = (name: string) => dom.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = () => dom.container.querySelector('button')!;
/** Types as a person would: through the native value setter, so React's change handler sees it. */
function type(name: string, value: string) {
  const field = input(name);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
async function submit() {
  await act(async () => {
    button().click();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

/** Waits for what an answer brings (errors drawn, the focus moved a task later): slower on a busy machine. */
const until = (assertion: () => void) => act(() => vi.waitFor(assertion));
const alertText = () => dom.container.querySelector('[role="alert"]')?.textContent;

describe('form kit', () => {
  it("shows the service's field errors under their fields, the summary above, and keeps the input", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiFailure(400, 'Invalid email: Enter a valid email address', {
        email: 'This address is already registered',
        'address.pincode': 'Unknown pincode',
      });
    });
    act(() => dom.render(<TestForm onSubmit={onSubmit} />));
    type('email', 'amina@example.in');
    type('address.pincode', '600006');
    await submit();
    await until(() => expect(document.activeElement).toBe(input('email')));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'amina@example.in', address: { pincode: '600006' } });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the fields marked below.',
    );
    const email = input('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We write to this address', 'This address is already registered']);
    expect(input('address.pincode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('amina@example.in');
  });

  it('says a failure that is not the service’s plainly', async () => {
    act(() =>
      dom.render(
        <TestForm
          onSubmit={async () => {
            throw new Error('boom');
          }}
        />,
      ),
    );
    await submit();
    await until(() => expect(alertText()).toBe('Something went wrong. Please try again.'));
  });

  it('sends again after an answer that named a field the page does not show', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiFailure(400, 'Invalid token: This link has expired', { token: 'Expired' }),
      )
      .mockResolvedValueOnce(undefined);
    act(() => dom.render(<TestForm onSubmit={onSubmit} />));
    await submit();
    await until(() => expect(alertText()).toBe('Please correct the fields marked below.'));
    await submit();
    await until(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await until(() => expect(dom.container.querySelector('[role="alert"]')).toBeNull());
  });

  it('sends once and shows it is busy while the form is being sent', async () => {
    let finish = () => {};
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const onSubmit = vi.fn(() => pending);
    act(() => dom.render(<TestForm onSubmit={onSubmit} />));
    await submit();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Sending…');
    await act(async () => {
      dom.container.querySelector('form')?.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await pending;
    });
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send');
  });

  it("checks fields with the contract's schema before anything is sent", async () => {
    const onSubmit = vi.fn(async () => {});
    act(() => dom.render(<TestForm onSubmit={onSubmit} validate />));
    type('email', 'not-an-address');
    type('address.pincode', '12');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('Enter a valid email address');
    expect(dom.container.textContent).toContain('Pincode must be 6 digits');
  });
});
