import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import type { DeviceKind } from '@pagebird/contract';
import { signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { Logo } from './logo.tsx';

let device: DeviceKind = 'desktop';
vi.mock('../../lib/device.ts', () => ({ useDevice: () => device, getDevice: () => device }));

beforeEach(() => {
  device = 'desktop';
});

const logoHref = () => {
  renderRoute(<Logo />);
  return screen.getByRole('link', { name: 'Pagebird home' }).getAttribute('href');
};

describe('logo target', () => {
  it('goes home when signed out', () => {
    expect(logoHref()).toBe('/');
  });
  it('goes to the admin dashboard for admins', () => {
    signIn('ADMIN');
    expect(logoHref()).toBe('/admin/dashboard');
  });
  it('goes to browse for others on a desktop', () => {
    signIn('PARENT');
    expect(logoHref()).toBe('/browse');
  });
  it('goes to desktop-usage on a phone', () => {
    device = 'phone';
    signIn('CHILD');
    expect(logoHref()).toBe('/desktop-usage');
  });
  it('goes to educator-desktop-usage for an educator on a tablet', () => {
    device = 'tablet';
    signIn('TEACHER');
    expect(logoHref()).toBe('/educator-desktop-usage');
  });
});
