import type { TFunction } from 'i18next';
import { adminStatusFilter } from '../kit/index.ts';

/** The ACTIVE/INACTIVE filter of the banners and collections lists. */
export const statusFilter = (t: TFunction) =>
  adminStatusFilter({
    label: t('adminCommerce.common.status'),
    allLabel: t('adminCommerce.banners.allStatuses'),
    active: t('adminCommerce.banners.active'),
    inactive: t('adminCommerce.banners.inactive'),
  });
