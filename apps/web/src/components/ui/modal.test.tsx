import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider, useModal, type ModalApi } from './modal.tsx';

function Capture({ onApi }: { onApi: (api: ModalApi) => void }) {
  onApi(useModal());
  return null;
}

function setup() {
  let api!: ModalApi;
  const onViewStart = vi.fn();
  const onViewEnd = vi.fn();
  render(
    <ModalProvider onViewStart={onViewStart} onViewEnd={onViewEnd}>
      <Capture onApi={(a) => (api = a)} />
    </ModalProvider>,
  );
  return { api: () => api, onViewStart, onViewEnd };
}

// Warm the lazily loaded dialog module so the first test does not time out on a cold transform.
beforeAll(async () => {
  await import('./modal-view.tsx');
});

describe('modal manager', () => {
  it('shows one modal at a time: opening one closes the current', async () => {
    const { api, onViewStart, onViewEnd } = setup();
    act(() => api().open({ name: 'age_gate', title: 'Ask a grown-up', content: <p>gate</p> }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ask a grown-up');
    act(() => api().open({ name: 'exit_quiz', title: 'Leave the quiz?', content: <p>quiz</p> }));
    await screen.findByText('quiz');
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent('Leave the quiz?');
    expect(screen.queryByText('gate')).not.toBeInTheDocument();
    expect(api().current).toBe('exit_quiz');
    expect(onViewStart.mock.calls.map((c) => c[0])).toEqual(['age_gate', 'exit_quiz']);
    expect(onViewEnd.mock.calls.map((c) => c[0])).toEqual(['age_gate']);
  });

  it('closes with the close button and reports the view end', async () => {
    const user = userEvent.setup();
    const { api, onViewEnd } = setup();
    const onClose = vi.fn();
    act(() =>
      api().open({
        name: 'unsaved_changes_warning',
        title: 'Unsaved changes',
        content: ({ close }) => <button onClick={close}>Cancel</button>,
        onClose,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onViewEnd).toHaveBeenCalledWith('unsaved_changes_warning', expect.any(Number));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    act(() => api().open({ name: 'badge', title: 'You earned a new badge!', content: <p>b</p> }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
