import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { Role, type BookSharing } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { useModal } from '../../../../components/ui/modal.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/auth/session-store.ts';
import { useBookSharing, useSaveBookSharing } from '../api/book-sharing.ts';
import styles from './share-hide.module.css';

const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function ShareHideForm({
  sharing,
  bookId,
  close,
}: {
  sharing: BookSharing;
  bookId: string;
  close: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBookSharing(bookId);
  const [shared, setShared] = useState(
    () => new Set(sharing.children.filter((c) => c.shared).map((c) => c.childId)),
  );
  const [hidden, setHidden] = useState(
    () => new Set(sharing.children.filter((c) => c.hidden).map((c) => c.childId)),
  );
  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  if (sharing.children.length === 0) return <p>{t('insights.shareHide.noChildren')}</p>;

  const onSave = async () => {
    try {
      await save.mutateAsync({ before: sharing, shared: [...shared], hidden: [...hidden] });
      notify.success(t('insights.shareHide.saved'));
      close();
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('insights.shareHide.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('insights.shareHide.child')}</th>
            <th scope="col">{t('insights.shareHide.share')}</th>
            <th scope="col">{t('insights.shareHide.hide')}</th>
          </tr>
        </thead>
        <tbody>
          {sharing.children.map((c) => {
            const name = capitalised(c.name);
            return (
              <tr key={c.childId}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={t('insights.shareHide.shareLabel', { name })}
                    checked={shared.has(c.childId)}
                    onChange={(e) => {
                      setShared((s) => toggle(s, c.childId, e.target.checked));
                      if (e.target.checked) setHidden((h) => toggle(h, c.childId, false));
                    }}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={t('insights.shareHide.hideLabel', { name })}
                    checked={hidden.has(c.childId)}
                    onChange={(e) => {
                      setHidden((h) => toggle(h, c.childId, e.target.checked));
                      if (e.target.checked) setShared((s) => toggle(s, c.childId, false));
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={close}>
          {t('insights.shareHide.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => void onSave()}>
          {t('insights.shareHide.save')}
        </Button>
      </div>
    </div>
  );
}

function ShareHideModal({ bookId, close }: { bookId: string; close: () => void }) {
  const { t } = useTranslation();
  const sharing = useBookSharing(bookId);
  if (sharing.isPending) return <Skeleton height={120} />;
  if (sharing.isError) return <p role="alert">{t('insights.shareHide.loadFailed')}</p>;
  return <ShareHideForm sharing={sharing.data} bookId={bookId} close={close} />;
}

/**
 * "Share or hide" on a book's details page, for a parent (modal `book_share_hide`, spec §2):
 * per child, share the book (it shows first on the child's home page) or hide it (it disappears
 * for that child at once). Renders nothing for other roles.
 */
export function ShareHideButton({ bookId, title }: { bookId: string; title: string }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const modal = useModal();
  if (role !== Role.PARENT) return null;
  return (
    <Button
      variant="secondary"
      icon={<Share2 size={22} aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-label={t('insights.shareHide.buttonLabel', { title })}
      onClick={() =>
        modal.open({
          name: 'book_share_hide',
          title: t('insights.shareHide.title', { title }),
          content: ({ close }) => <ShareHideModal bookId={bookId} close={close} />,
        })
      }
    >
      {t('insights.shareHide.button')}
    </Button>
  );
}
