import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_MESSAGES } from '@pagebird/contract';
import { AppProviders } from '../../../../app/providers.tsx';
import { testQueryClient } from '../../../../test/render.tsx';
import { CardForm } from './card-form.tsx';

function renderForm(onSubmit = vi.fn()) {
  render(
    <AppProviders queryClient={testQueryClient()}>
      <CardForm onSubmit={onSubmit} submitLabel="Start my trial" />
    </AppProviders>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('card form', () => {
  it('shows the brand with the spec names while the number is typed', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText('Card number');
    const brand = screen.getByTestId('card-brand');
    expect(brand).toHaveTextContent('generic');
    const cases: Array<[string, string]> = [
      ['4', 'Visa'],
      ['51', 'Mastercard'],
      ['34', 'Amex'],
      ['6011', 'Discover'],
      ['3530', 'JCB'],
      ['6212', 'Union Pay'],
      ['36', 'generic'],
    ];
    for (const [typed, name] of cases) {
      await user.clear(number);
      await user.type(number, typed);
      expect(brand).toHaveTextContent(name);
      expect(brand).toHaveAccessibleName(`Card brand: ${name}`);
    }
  });

  it('groups the digits the way the brand prints them', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
  });

  it('refuses a number failing the Luhn check, a passed expiry and a short CVC', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.click(screen.getByRole('button', { name: 'Start my trial' }));
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryPast)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an empty number and an impossible month', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Expiry date'), '13');
    await user.click(screen.getByRole('button', { name: 'Start my trial' }));
    expect(await screen.findByText(CARD_MESSAGES.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants four CVC digits for Amex', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '378282246310005');
    await user.type(screen.getByLabelText('Expiry date'), `12${nextYear}`);
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Start my trial' }));
    expect(await screen.findByText(CARD_MESSAGES.cvcInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code (CVC)'), '4');
    await user.click(screen.getByRole('button', { name: 'Start my trial' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '378282246310005',
      expMonth: 12,
      expYear: 2000 + Number(nextYear),
      cvc: '1234',
      brand: 'amex',
    });
  });

  it('sends a valid card with the expiry as month and four-digit year', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    const expiry = screen.getByLabelText('Expiry date');
    await user.type(expiry, `3${nextYear}`);
    expect(expiry).toHaveValue(`03 / ${nextYear}`);
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Start my trial' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 3,
      expYear: 2000 + Number(nextYear),
      cvc: '123',
      brand: 'visa',
    });
  });
});
