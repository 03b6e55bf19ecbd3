import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CONSTANTS, MESSAGES, type Earning } from '@pagebird/contract';
import { i18n } from '../../lib/i18n/index.ts';
import { ModalProvider } from '../ui/modal.tsx';
import { SuperFlow, SuperFlowView, formatPoints, hasCelebration, superFlowSteps } from './index.ts';

function earning(type: Earning['type'], overrides: Partial<Earning> = {}): Earning {
  return {
    type,
    label: type,
    dataValue: null,
    imageUrl: null,
    title: null,
    badgeName: null,
    extraData: null,
    ...overrides,
  };
}

const firstBook = earning('NEW_BADGE', {
  label: 'First Book',
  badgeName: 'First Book',
  imageUrl: '/api/badges/first-book/image',
});
const bookworm = earning('NEW_BADGE', {
  label: 'Bookworm',
  badgeName: 'Bookworm',
  title: 'Wow, a super badge!',
  extraData: { imageUrl: '/api/badges/bookworm/image', itemId: 'bookworm' },
});
const level3 = earning('LEVEL_UP', { label: 'Level 3!', dataValue: 3 });
const fox = earning('NEW_AVATAR', { label: 'Fox', imageUrl: '/api/avatars/avatars/fox/image' });
const gems5 = earning('GEM_EARNED', { label: '5 gems', dataValue: 5 });

const view = (steps: ReturnType<typeof superFlowSteps>, onDone = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <SuperFlowView steps={steps} onDone={onDone} />
    </I18nextProvider>,
  );
  return onDone;
};

const nextButton = () => screen.getByRole('button', { name: /^(Next|Done)$/ });
const pressRight = () => fireEvent.keyDown(window, { key: 'ArrowRight' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('superFlowSteps', () => {
  it('puts every badge first, then the level up, then new avatars, then the gems with the points', () => {
    const steps = superFlowSteps([gems5, fox, level3, firstBook, bookworm], 120);
    expect(steps.map((s) => s.kind)).toEqual(['badge', 'badge', 'levelUp', 'avatar', 'gems']);
    expect(steps[0]).toMatchObject({ kind: 'badge', earning: firstBook });
    expect(steps[1]).toMatchObject({ kind: 'badge', earning: bookworm });
    expect(steps[4]).toEqual({ kind: 'gems', gems: 5, points: 120 });
  });

  it('shows one level-up screen, for the highest level reached, and adds up the gems', () => {
    const level2 = earning('LEVEL_UP', { dataValue: 2 });
    const steps = superFlowSteps(
      [level2, level3, gems5, earning('GEM_EARNED', { dataValue: 2 })],
      0,
    );
    expect(steps).toEqual([
      { kind: 'levelUp', earning: level3, level: 3 },
      { kind: 'gems', gems: 7, points: 0 },
    ]);
  });

  it('keeps points alone for the last screen and has nothing to show without earnings or points', () => {
    expect(superFlowSteps([], 15)).toEqual([{ kind: 'gems', gems: 0, points: 15 }]);
    expect(superFlowSteps([], 0)).toEqual([]);
    expect(hasCelebration([], 0)).toBe(false);
    expect(hasCelebration([firstBook], 0)).toBe(true);
  });
});

describe('formatPoints (spec §9: separators only over 4 digits)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1234'],
    [9999, '9999'],
    [10000, '10,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
  ])('%d → %s', (points, shown) => {
    expect(formatPoints(points)).toBe(shown);
  });
});

describe('SuperFlowView', () => {
  it('walks badge(s), level up, new avatar and gems in order, with Next until the last screen says Done', () => {
    vi.useFakeTimers();
    const onDone = view(superFlowSteps([gems5, fox, level3, firstBook, bookworm], 120));

    // Badge 1: the default title, "Tap to reveal!" and no Next yet.
    expect(screen.getByRole('heading', { name: MESSAGES.badgeTitle })).toBeInTheDocument();
    expect(MESSAGES.badgeTitle).toBe('You earned a new badge!');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText('First Book')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Tap to reveal!/ }));
    expect(screen.getByText('First Book')).toBeInTheDocument();
    expect(screen.getByTestId('super-flow').querySelector('img')).toHaveAttribute(
      'src',
      '/api/badges/first-book/image',
    );
    expect(nextButton()).toHaveTextContent('Next');
    fireEvent.click(nextButton());

    // Badge 2: its own title; revealing shows the art of its extra data.
    expect(screen.getByRole('heading', { name: 'Wow, a super badge!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Tap to reveal!/ }));
    expect(screen.getByText('Bookworm')).toBeInTheDocument();
    expect(screen.getByTestId('super-flow').querySelector('img')).toHaveAttribute(
      'src',
      '/api/badges/bookworm/image',
    );
    expect(nextButton()).toHaveTextContent('Next');
    fireEvent.click(nextButton());

    // Level up.
    expect(screen.getByRole('heading', { name: 'Level up!' })).toBeInTheDocument();
    tick(CONSTANTS.levelUp.tickMs * CONSTANTS.levelUp.to);
    expect(screen.getByText('You reached level 3!')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Next');
    fireEvent.click(nextButton());

    // New avatar.
    expect(screen.getByRole('heading', { name: 'You got a new avatar!' })).toBeInTheDocument();
    expect(screen.getByText('Fox')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Next');
    fireEvent.click(nextButton());

    // Gems with the points: the last screen says Done.
    expect(screen.getByRole('heading', { name: 'You earned 5 gems!' })).toBeInTheDocument();
    expect(screen.getByText('+120 points')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Done');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(nextButton());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('runs the level bar from 0 to 100, one step every 20 ms, then shows the new level', () => {
    vi.useFakeTimers();
    view(superFlowSteps([level3], 0));
    const bar = screen.getByRole('progressbar', { name: 'Filling up your level bar' });
    const value = () => Number(bar.getAttribute('aria-valuenow'));
    expect(value()).toBe(0);
    expect(screen.queryByText('You reached level 3!')).not.toBeInTheDocument();

    tick(19);
    expect(value()).toBe(0);
    tick(1);
    expect(value()).toBe(1);
    tick(20);
    expect(value()).toBe(2);
    tick(20 * 48);
    expect(value()).toBe(50);
    expect(screen.queryByText('You reached level 3!')).not.toBeInTheDocument();
    tick(20 * 49);
    expect(value()).toBe(99);
    tick(20);
    expect(value()).toBe(100);
    expect(screen.getByText('You reached level 3!')).toBeInTheDocument();
    // It stops at 100.
    tick(2000);
    expect(value()).toBe(100);
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('advances on the right-arrow key: it reveals a waiting badge, then moves on, and closes after the last', () => {
    const onDone = view(superFlowSteps([firstBook, gems5], 0));
    pressRight();
    expect(screen.getByText('First Book')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Next');
    pressRight();
    expect(screen.getByRole('heading', { name: 'You earned 5 gems!' })).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Done');
    expect(onDone).not.toHaveBeenCalled();
    pressRight();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps the right arrow for itself (a reader below does not turn its page)', () => {
    const below = vi.fn();
    window.addEventListener('keydown', below);
    try {
      view(superFlowSteps([gems5, level3], 0));
      const event = new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(below).not.toHaveBeenCalled();
      // Other keys pass.
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      expect(below).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', below);
    }
  });

  it('shows the points alone when no gems were earned, with separators over 4 digits', () => {
    view(superFlowSteps([], 12345));
    expect(screen.getByRole('heading', { name: 'Great reading!' })).toBeInTheDocument();
    expect(screen.getByText('+12,345 points')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Done');
    expect(screen.queryByText(/Step \d of/)).not.toBeInTheDocument();
  });

  it('tells screen readers which step is showing', () => {
    view(superFlowSteps([fox, gems5], 1));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    fireEvent.click(nextButton());
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });
});

describe('<SuperFlow>', () => {
  function renderFlow(props: { earnings: Earning[]; points: number; onClose: () => void }) {
    const onViewStart = vi.fn();
    const onViewEnd = vi.fn();
    const utils = render(
      <I18nextProvider i18n={i18n}>
        <ModalProvider onViewStart={onViewStart} onViewEnd={onViewEnd}>
          <SuperFlow {...props} />
        </ModalProvider>
      </I18nextProvider>,
    );
    return { ...utils, onViewStart, onViewEnd };
  }

  it('opens the `badge` modal and calls onClose once after Done', async () => {
    const onClose = vi.fn();
    const { onViewStart, onViewEnd } = renderFlow({
      earnings: [firstBook, gems5],
      points: 40,
      onClose,
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-modal-name', 'badge');
    expect(onViewStart).toHaveBeenCalledWith('badge');
    expect(dialog).toHaveAccessibleName('Hooray! Look what you earned');

    fireEvent.click(within(dialog).getByRole('button', { name: /Tap to reveal!/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('+40 points')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onViewEnd).toHaveBeenCalledWith('badge', expect.any(Number));
  });

  it('calls onClose when the child closes it early', async () => {
    const onClose = vi.fn();
    renderFlow({ earnings: [level3], points: 0, onClose });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and closes at once when nothing was earned', () => {
    const onClose = vi.fn();
    const { onViewStart } = renderFlow({ earnings: [], points: 0, onClose });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onViewStart).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
