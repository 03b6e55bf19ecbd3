import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, PasswordField } from './text-field.tsx';

describe('text field', () => {
  it('shows the "n/max Characters" counter when maxLength is set', async () => {
    const user = userEvent.setup();
    render(<TextField label="Collection name" maxLength={20} />);
    expect(screen.getByText('0/20 Characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Collection name'), 'Dinosaurs');
    expect(screen.getByText('9/20 Characters')).toBeInTheDocument();
  });

  it('has no counter without maxLength and links the error text', () => {
    render(<TextField label="Email" error="Please enter your email." />);
    expect(screen.queryByText(/Characters/)).not.toBeInTheDocument();
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email.');
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
