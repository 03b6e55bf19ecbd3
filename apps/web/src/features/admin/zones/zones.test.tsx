import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role, type AdminFactRow } from '@pagebird/contract';
import { signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AdminZoneEditor } from './index.ts';

/** The zone editor: §5 texts on save, the body sent (colours without #), the live preview. */

const FACT = '11111111-1111-4111-8111-111111111111';
const fact: AdminFactRow = {
  id: FACT,
  text: 'Octopuses have three hearts.',
  source: null,
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  signIn(Role.ADMIN);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

describe('AdminZoneEditor', () => {
  it(
    'shows the spec texts, previews the zone as typed and sends colours without #',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      const api = stubApi({
        'GET /api/admin/facts/list': [fact],
        'PATCH /api/admin/discovery': (call: { body: unknown }) =>
          new Response(JSON.stringify({ ...(call.body as object), id: FACT }), { status: 200 }),
      });
      renderRoute(<AdminZoneEditor />, { path: '/admin/discovery-zones-update' });

      await user.type(field('Title'), 'Ocean');
      await user.type(field('Short title'), 'Sea');
      await user.type(field('Min Age'), '9');
      await user.type(field('Max Age'), '4');
      await user.clear(field('Background'));
      await user.type(field('Background'), '#12345G');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Incorrect HEX color code')).toBeInTheDocument();
      expect(screen.getByText('Max Age cannot be less than Min Age')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

      await user.clear(field('Max Age'));
      await user.type(field('Max Age'), '12');
      await user.clear(field('Background'));
      await user.type(field('Background'), '#FFE8CC');
      await user.type(field('Fact ids'), FACT);

      const preview = screen.getByTestId('zone-preview');
      expect(within(preview).getByRole('heading', { name: 'Ocean' })).toBeInTheDocument();
      expect(await within(preview).findByText(fact.text)).toBeInTheDocument();
      expect(
        (preview.querySelector('[data-zone-id]') as HTMLElement).style.getPropertyValue(
          '--zone-bg',
        ),
      ).toBe('#ffe8cc');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
      const sent = api.calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
      expect((sent.colours as Record<string, string>).background).toBe('FFE8CC');
      expect(sent.factIds).toEqual([FACT]);
      expect(sent.ageSegment).toEqual({ minAge: 9, maxAge: 12 });
      expect(sent.spotcheckStatus).toBe('AI_GENERATED');
    },
  );
});
