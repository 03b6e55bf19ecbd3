import type { AdminStatus } from '@pagebird/contract';
import type { AdminListFilter, AdminListStatus } from './admin-list-page.tsx';

/** The ACTIVE/INACTIVE filter of a list (query `status`), with the page's own texts. */
export function adminStatusFilter(texts: {
  label: string;
  allLabel: string;
  active: string;
  inactive: string;
}): AdminListFilter {
  return {
    name: 'status',
    label: texts.label,
    allLabel: texts.allLabel,
    options: [
      { value: 'ACTIVE', label: texts.active },
      { value: 'INACTIVE', label: texts.inactive },
    ],
  };
}

/**
 * The status switch of rows with an ACTIVE/INACTIVE `status`; `setStatus` calls the item's
 * status endpoint, e.g. `(params) => callApi(api.bannerStatus, { params })`.
 */
export function adminActiveStatus<T extends { id: string; status: AdminStatus }>(
  setStatus: (params: { id: string; status: AdminStatus }) => Promise<unknown>,
): AdminListStatus<T> {
  return {
    isActive: (item) => item.status === 'ACTIVE',
    setActive: (item, on) => setStatus({ id: item.id, status: on ? 'ACTIVE' : 'INACTIVE' }),
  };
}
