import type { TFunction } from 'i18next';
import { adminStatusFilter } from '../kit/index.ts';

/** The ACTIVE/INACTIVE filter of the zones, facts and quizzes lists. */
export const statusFilter = (t: TFunction) =>
  adminStatusFilter({
    label: t('adminZones.common.status'),
    allLabel: t('adminZones.common.allStatuses'),
    active: t('adminZones.common.active'),
    inactive: t('adminZones.common.inactive'),
  });
