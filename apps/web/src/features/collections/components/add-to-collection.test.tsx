import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ContentMembership } from '@pagebird/contract';
import { Notifications, notify } from '../../../components/ui/notifications.tsx';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { makeCollection, stubApi, testId } from '../test-api.ts';
import { AddToCollectionButton } from './add-to-collection.tsx';

beforeAll(async () => {
  // Warm the lazily loaded dialog so the first test does not wait on a cold transform.
  await import('../../../components/ui/modal-view.tsx');
});

const bookId = testId();
const dinosaurs = testId();
const bedtime = testId();
const membershipPath = `/api/user-collections/content/${bookId}/collections`;
const putPath = `/api/user-collections/content/${bookId}`;

function setup(membership: ContentMembership, handlers: Record<string, unknown> = {}) {
  notify.clear();
  signIn('TEACHER');
  const api = stubApi({ [`GET ${membershipPath}`]: membership, ...handlers });
  renderRoute(
    <>
      <AddToCollectionButton bookId={bookId} title="The Little Bird" />
      <Notifications />
    </>,
  );
  return api;
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add to collection: The Little Bird' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
  return dialog;
}

describe('add_to_collection modal', () => {
  it('lists my collections with the book’s membership, creates one inline and saves the ticks', async () => {
    const user = userEvent.setup();
    let created = false;
    const space = makeCollection({ title: 'Space', total: 1 });
    const api = setup([], {
      [`GET ${membershipPath}`]: () =>
        jsonResponse(200, [
          { id: dinosaurs, title: 'Dinosaurs', total: 2, contains: true },
          { id: bedtime, title: 'Bedtime', total: 0, contains: false },
          ...(created ? [{ id: space.id, title: 'Space', total: 1, contains: true }] : []),
        ]),
      'POST /api/user-collections': () => {
        created = true;
        return jsonResponse(200, space);
      },
      [`PUT ${putPath}`]: () => jsonResponse(200, []),
    });
    const dialog = await openModal(user);
    expect(dialog).toHaveAttribute('data-modal-name', 'add_to_collection');

    const dino = await within(dialog).findByRole('checkbox', { name: /Dinosaurs/ });
    const bed = within(dialog).getByRole('checkbox', { name: /Bedtime/ });
    expect(dino).toBeChecked();
    expect(bed).not.toBeChecked();

    // Toggle both.
    await user.click(dino);
    await user.click(bed);
    expect(dino).not.toBeChecked();
    expect(bed).toBeChecked();

    // Inline create with the counter of spec §5.
    await user.click(within(dialog).getByRole('button', { name: 'New collection' }));
    const name = within(dialog).getByLabelText('Collection name');
    expect(name).toHaveFocus();
    expect(within(dialog).getByText('0/40 Characters')).toBeInTheDocument();
    await user.type(name, 'Space');
    expect(within(dialog).getByText('5/40 Characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const spaceBox = await within(dialog).findByRole('checkbox', { name: /Space/ });
    expect(spaceBox).toBeChecked();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ title: 'Space', contentIds: [bookId] });
    // Earlier ticks survive the refetch after creating.
    expect(within(dialog).getByRole('checkbox', { name: /Dinosaurs/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Bedtime/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(putPath);
    expect(put?.body).toEqual({ contentType: 'BOOK', collectionIds: [bedtime, space.id] });
    expect(await screen.findByText(MESSAGES.collectionSaved)).toBeInTheDocument();
  });

  it('checks the name with the contract texts before calling the server', async () => {
    const user = userEvent.setup();
    const api = setup([]);
    const dialog = await openModal(user);
    expect(
      await within(dialog).findByText('You have no collections yet. Make your first one below!'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'New collection' }));
    await user.type(within(dialog).getByLabelText('Collection name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MESSAGES.collectionTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Collection name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // The field stops at 40 characters.
    expect(within(dialog).getByLabelText('Collection name')).toHaveAttribute('maxLength', '40');
  });

  it('shows the server’s text under the name when it is taken or refused', async () => {
    const user = userEvent.setup();
    setup([], {
      'POST /api/user-collections': () =>
        jsonResponse(409, { code: 'CONFLICT', message: MESSAGES.collectionTitleTaken }),
    });
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('button', { name: 'New collection' }));
    await user.type(within(dialog).getByLabelText('Collection name'), 'Dinosaurs');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MESSAGES.collectionTitleTaken)).toBeInTheDocument();
  });

  it('shows a validation answer’s field message', async () => {
    const user = userEvent.setup();
    setup([], {
      'POST /api/user-collections': () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: 'Some fields are not valid.',
          fields: { title: MESSAGES.favoritesTitleReserved },
        }),
    });
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('button', { name: 'New collection' }));
    await user.type(within(dialog).getByLabelText('Collection name'), 'Favorites');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MESSAGES.favoritesTitleReserved)).toBeInTheDocument();
  });

  it('keeps the modal open and shows the generic text when saving fails', async () => {
    const user = userEvent.setup();
    setup([{ id: dinosaurs, title: 'Dinosaurs', total: 2, contains: false }], {
      [`PUT ${putPath}`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Dinosaurs/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The toast sits outside the dialog, which hides the rest of the page from assistive tech.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain(MESSAGES.generic);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to admins', () => {
    signIn('ADMIN');
    stubApi({});
    renderRoute(<AddToCollectionButton bookId={bookId} title="The Little Bird" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
