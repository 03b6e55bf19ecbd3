import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Notifications, notify } from './notifications.tsx';

afterEach(() => {
  act(() => notify.clear());
  vi.useRealTimers();
});

describe('notifications', () => {
  it('auto-closes after 4000 ms', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    act(() => {
      notify.success('Profile edit saved.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile edit saved.');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Profile edit saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile edit saved.')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and stacks notifications', () => {
    render(<Notifications />);
    act(() => {
      notify.success('One');
      notify.error('Two');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Two');
    expect(screen.getByRole('status')).toHaveTextContent('One');
  });

  it('closes on the dismiss button', async () => {
    render(<Notifications />);
    act(() => {
      notify.info('Hello');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
