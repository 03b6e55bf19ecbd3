import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  Role,
  adminListQuerySchema,
  adminPageSchema,
  adminStatusSchema,
  admin,
  endpoint,
  type AuditEntry,
} from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { callApi } from '../../../lib/api-client.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AdminEditor, AdminFieldGrid, AdminListPage, AdminTextField, diffEntry } from './index.ts';

/** A made-up entity so the kit is tested on its own. */
const thingSchema = z.object({ id: z.string(), name: z.string(), status: adminStatusSchema });
type Thing = z.infer<typeof thingSchema>;
const thingsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/things',
    access: admin,
    summary: 'things',
    tags: ['admin'],
    query: adminListQuerySchema,
    response: adminPageSchema(thingSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/things/:id',
    access: admin,
    summary: 'thing',
    tags: ['admin'],
    params: z.object({ id: z.string() }),
    response: thingSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/admin/things',
    access: admin,
    summary: 'save thing',
    tags: ['admin'],
    body: z.object({ id: z.string().optional(), name: z.string() }),
    response: thingSchema,
  }),
  status: endpoint({
    method: 'PUT',
    path: '/api/admin/things/:id/status/:status',
    access: admin,
    summary: 'status',
    tags: ['admin'],
    params: z.object({ id: z.string(), status: adminStatusSchema }),
  }),
};

const things: Thing[] = Array.from({ length: 3 }, (_, i) => ({
  id: `t${i + 1}`,
  name: `Thing ${i + 1}`,
  status: i === 0 ? 'ACTIVE' : 'INACTIVE',
}));
const page = (content: Thing[], p = 0, total = 45) => ({
  content,
  page: p,
  size: 20,
  totalElements: total,
  totalPages: Math.ceil(total / 20),
});

function ThingsList() {
  return (
    <AdminListPage
      endpoint={thingsApi.list}
      caption="Things"
      rowKey={(x) => x.id}
      rowLabel={(x) => x.name}
      editRoute="admin-users-update"
      columns={[
        { key: 'name', header: 'Name', sortKey: 'name', link: true, cell: (x) => x.name },
        { key: 'id', header: 'Id', cell: (x) => x.id },
      ]}
      status={{
        isActive: (x) => x.status === 'ACTIVE',
        setActive: (x, on) =>
          callApi(thingsApi.status, {
            params: { id: x.id, status: on ? 'ACTIVE' : 'INACTIVE' },
          }),
      }}
    />
  );
}

const formSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter a name.' }).max(20),
});
type Form = z.input<typeof formSchema>;

function ThingEditor() {
  return (
    <>
      <Link to="/elsewhere">Go away</Link>
      <AdminEditor
        entity="USER"
        itemName="thing"
        listRoute="admin-users"
        schema={formSchema}
        empty={{ name: '' }}
        detail={thingsApi.detail}
        toValues={(x) => ({ name: x.name })}
        save={(values, { id }) => callApi(thingsApi.save, { body: { ...values, id } })}
      >
        <AdminFieldGrid>
          <AdminTextField<Form> name="name" label="Name" maxLength={20} required />
        </AdminFieldGrid>
      </AdminEditor>
    </>
  );
}

const audit: AuditEntry = {
  id: '11111111-1111-4111-8111-111111111111',
  entity: 'USER',
  entityId: 't1',
  action: 'UPDATE',
  actorId: '22222222-2222-4222-8222-222222222222',
  actorEmail: 'admin@example.com',
  at: '2026-11-20T10:00:00.000Z',
  before: { name: 'Old name', status: 'ACTIVE' },
  after: { name: 'Thing 1', status: 'ACTIVE' },
};

beforeEach(() => {
  sessionStore.clear();
  signIn(Role.ADMIN);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminListPage', () => {
  it('pages, sorts and searches on the server, keeping the query in the URL', async () => {
    const api = stubApi({
      'GET /api/admin/things': (c: { query: URLSearchParams }) =>
        jsonResponse(
          200,
          page(
            c.query.get('page') === '1' ? [things[2]!] : things.slice(0, 2),
            Number(c.query.get('page') ?? 0),
          ),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<ThingsList />, { path: '/admin/things' });
    expect(await screen.findByRole('link', { name: 'Thing 1' })).toHaveAttribute(
      'href',
      '/admin/users-update/t1',
    );
    expect(screen.getByText('Page 1 of 3 · 45 items')).toBeInTheDocument();
    expect(api.calls[0]!.query.get('page')).toBe('0');
    expect(api.calls[0]!.query.get('size')).toBe('20');

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(api.calls.at(-1)!.query.get('sort')).toBe('name,asc');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(api.calls.at(-1)!.query.get('sort')).toBe('name,desc');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Thing 3' })).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toContain('page=1');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'thing 3{Enter}');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('search')).toBe('thing 3'));
    // A new search starts at the first page again.
    expect(api.calls.at(-1)!.query.get('page')).toBe('0');
    expect(router.state.location.search).toContain('search=thing+3');
  });

  it('switches a status through the status call, then reloads the list', async () => {
    let listCalls = 0;
    const api = stubApi({
      'GET /api/admin/things': () => {
        listCalls += 1;
        return jsonResponse(
          200,
          page(listCalls === 1 ? things : things.map((x) => ({ ...x, status: 'ACTIVE' })), 0, 3),
        );
      },
      'PUT /api/admin/things/t2/status/ACTIVE': () => new Response(null, { status: 204 }),
      'PUT /api/admin/things/t3/status/ACTIVE': () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'Thing 3 cannot be switched on.' }),
    });
    const user = userEvent.setup();
    renderRoute(<ThingsList />, { path: '/admin/things' });
    const sw = await screen.findByRole('switch', { name: 'Thing 2: active' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await user.click(sw);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Thing 2: active' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(api.callsTo('PUT', '/api/admin/things/t2/status/ACTIVE')).toHaveLength(1);
    expect(listCalls).toBe(2);
  });

  it('shows the empty state when nothing matches', async () => {
    stubApi({ 'GET /api/admin/things': page([], 0, 0) });
    renderRoute(<ThingsList />, { path: '/admin/things' });
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument();
  });
});

describe('AdminEditor', () => {
  it('creates without an id: counter, §5 message, then the server text of a failed save', async () => {
    const api = stubApi({
      'POST /api/admin/things': () =>
        jsonResponse(400, { code: 'BAD_REQUEST', message: 'This name is already taken.' }),
    });
    const user = userEvent.setup();
    renderRoute(<ThingEditor />, {
      path: '/admin/things-update/:id?',
      initialEntries: ['/admin/things-update'],
    });
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(screen.getByText('0/20 Characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Name/), 'Duplicate');
    expect(screen.getByText('9/20 Characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This name is already taken.');
    expect(api.calls.at(-1)!.body).toEqual({ name: 'Duplicate' });
    // No History panel for a new item.
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  });

  it('edits with an id: loads the item, shows its history, saves and goes to the list', async () => {
    const api = stubApi({
      'GET /api/admin/things/t1': things[0],
      'GET /api/admin/audit': {
        content: [audit],
        page: 0,
        size: 10,
        totalElements: 1,
        totalPages: 1,
      },
      'POST /api/admin/things': { ...things[0], name: 'Renamed' },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<ThingEditor />, {
      path: '/admin/things-update/:id?',
      initialEntries: ['/admin/things-update/t1'],
    });
    const input = await screen.findByLabelText(/Name/);
    expect(input).toHaveValue('Thing 1');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Updated')).toBeInTheDocument();
    expect(within(history).getByText('Old name')).toBeInTheDocument();
    expect(within(history).getByText('Thing 1')).toBeInTheDocument();
    expect(within(history).getByText(/by admin@example.com/)).toBeInTheDocument();
    // Unchanged fields are not listed.
    expect(within(history).queryByText('status')).not.toBeInTheDocument();
    const auditCall = api.callsTo('GET', '/api/admin/audit')[0]!;
    expect(auditCall.query.get('entity')).toBe('USER');
    expect(auditCall.query.get('entityId')).toBe('t1');

    await user.clear(input);
    await user.type(input, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.callsTo('POST', '/api/admin/things')[0]!.body).toEqual({
      id: 't1',
      name: 'Renamed',
    });
  });

  it('warns about unsaved changes on leave: Stay keeps the page, Leave goes', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderRoute(<ThingEditor />, {
      path: '/admin/things-update/:id?',
      initialEntries: ['/admin/things-update'],
    });
    await user.type(await screen.findByLabelText(/Name/), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Go away' }));
    // The dialog view is a lazy chunk: give its first load time on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(dialog).toHaveAttribute('data-modal-name', 'unsaved_changes_warning');
    expect(within(dialog).getByText('Leave without saving?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/things-update');
    expect(screen.getByLabelText(/Name/)).toHaveValue('Half done');

    await user.click(screen.getByRole('link', { name: 'Go away' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('does not warn when nothing changed', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderRoute(<ThingEditor />, {
      path: '/admin/things-update/:id?',
      initialEntries: ['/admin/things-update'],
    });
    await screen.findByLabelText(/Name/);
    await user.click(screen.getByRole('link', { name: 'Go away' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

describe('diffEntry', () => {
  it('lists only changed fields; a create lists every field of after', () => {
    expect(diffEntry({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual([
      { field: 'b', before: 2, after: 3 },
    ]);
    expect(diffEntry(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1 }]);
    expect(diffEntry({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined }]);
  });
});
