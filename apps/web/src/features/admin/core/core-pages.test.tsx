import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CORE_MESSAGES, Role, type EmailDomain } from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AdminDomainEditor, AdminDomainsList } from './index.ts';

const domain: EmailDomain = {
  id: '11111111-1111-4111-8111-111111111111',
  text: 'oak.org',
  status: 'INACTIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const page = (content: EmailDomain[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});

beforeEach(() => {
  sessionStore.clear();
  signIn(Role.ADMIN);
});
afterEach(() => vi.unstubAllGlobals());

describe('email domain pages (on the admin kit)', () => {
  it('lists domains and switches one on with PATCH …/status?status=ACTIVE, then reloads', async () => {
    let loads = 0;
    const api = stubApi({
      'GET /api/admin/email-domains': () => {
        loads += 1;
        return jsonResponse(200, page([{ ...domain, status: loads > 1 ? 'ACTIVE' : 'INACTIVE' }]));
      },
      [`PATCH /api/admin/email-domains/${domain.id}/status`]: { ...domain, status: 'ACTIVE' },
    });
    const user = userEvent.setup();
    renderRoute(<AdminDomainsList />, { path: '/admin/domains' });
    const sw = await screen.findByRole('switch', { name: 'oak.org: active' });
    expect(api.calls[0]!.query.get('sort')).toBe('text,asc');
    await user.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    const patch = api.callsTo('PATCH', `/api/admin/email-domains/${domain.id}/status`)[0]!;
    expect(patch.query.get('status')).toBe('ACTIVE');
    expect(loads).toBe(2);
  });

  it('shows the server text when a save is refused', async () => {
    stubApi({
      'POST /api/admin/email-domains': () =>
        jsonResponse(409, { code: 'CONFLICT', message: ADMIN_CORE_MESSAGES.domainTaken }),
    });
    const user = userEvent.setup();
    renderRoute(<AdminDomainEditor />, {
      path: '/admin/domains-update/:id?',
      initialEntries: ['/admin/domains-update'],
    });
    await user.type(await screen.findByLabelText(/Domain/), 'oak.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_CORE_MESSAGES.domainTaken);
  });
});
