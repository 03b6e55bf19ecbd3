import { profilesApi } from '@pagebird/contract';
import { callApi, downloadBlob, fetchBlob } from '../../../../lib/api-client.ts';

const fileBase = (name: string) => `pagebird-${name.replace(/[^\w-]+/g, '_') || 'child'}`;

/** GET /api/users/child/{id}/export — saved as a .json file. */
export async function exportChildJson(id: string, name: string): Promise<void> {
  const data = await callApi(profilesApi.exportChild, { params: { id } });
  downloadBlob(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `${fileBase(name)}.json`,
  );
}

/** GET /api/users/child/{id}/export.html — the readable page, saved as an .html file. */
export async function exportChildHtml(id: string, name: string): Promise<void> {
  const page = await fetchBlob(profilesApi.exportChildHtml, {
    params: { id },
    accept: 'text/html',
  });
  downloadBlob(page, `${fileBase(name)}.html`);
}
