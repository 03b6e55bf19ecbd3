import { createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '../../../../components/ui/modal.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './profiles.module.css';

/** A confirmation modal for destructive actions (delete a profile, delete selected). */
export function useConfirm() {
  const modal = useModal();
  const { t } = useTranslation();
  return useCallback(
    (opts: { title: string; text: string; confirmLabel?: string; onConfirm: () => void }) => {
      modal.open({
        name: 'confirm_delete',
        title: opts.title,
        size: 'sm',
        content: ({ close }) =>
          createElement(
            'div',
            null,
            createElement('p', null, opts.text),
            createElement(
              'div',
              { className: styles.actions },
              createElement(
                Button,
                { variant: 'ghost', onClick: close },
                t('profiles.common.cancel'),
              ),
              createElement(
                Button,
                {
                  variant: 'danger',
                  onClick: () => {
                    close();
                    opts.onConfirm();
                  },
                },
                opts.confirmLabel ?? t('profiles.common.confirmDelete'),
              ),
            ),
          ),
      });
    },
    [modal, t],
  );
}
