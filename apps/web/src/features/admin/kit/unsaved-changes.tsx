import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import styles from './kit.module.css';

/**
 * While `dirty`, leaving the page (a link, the back button, the side navigation) opens the
 * unsaved-changes warning (modal tracking name `unsaved_changes_warning`): Stay keeps the page,
 * Leave goes on. Closing the tab or reloading asks the browser's own question.
 * `allowRef.current = true` lets one navigation through (after a save or a delete).
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const { t } = useTranslation();
  const modal = useModal();
  const allowRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  const modalRef = useRef(modal);
  const tRef = useRef(t);
  useEffect(() => {
    blockerRef.current = blocker;
    modalRef.current = modal;
    tRef.current = t;
  });

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const t = tRef.current;
    let decided = false;
    modalRef.current.open({
      name: 'unsaved_changes_warning',
      title: t('adminCore.kit.unsavedTitle'),
      size: 'sm',
      onClose: () => {
        if (!decided && blockerRef.current.state === 'blocked') blockerRef.current.reset();
      },
      content: ({ close }) => (
        <>
          <p className={styles.modalText}>{t('adminCore.kit.unsavedText')}</p>
          <div className={styles.modalActions}>
            <Button
              variant="secondary"
              onClick={() => {
                decided = true;
                blockerRef.current.reset?.();
                close();
              }}
            >
              {t('adminCore.kit.stay')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                decided = true;
                close();
                blockerRef.current.proceed?.();
              }}
            >
              {t('adminCore.kit.leave')}
            </Button>
          </div>
        </>
      ),
    });
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return { allowRef };
}
