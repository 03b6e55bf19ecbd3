import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { downloadBlob, errorMessage } from '../../../../lib/api-client.ts';
import { fetchLoginCards } from '../api/classes.ts';

/** Downloads the class's login cards: one PDF, a card per student with a QR sign-in code. */
export function LoginCardsButton({
  classId,
  name,
  variant = 'primary',
}: {
  classId: string;
  name: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchLoginCards(classId);
      downloadBlob(blob, `login-cards-${name.replace(/[^\w-]+/g, '_') || 'class'}.pdf`);
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      icon={<Printer size={18} aria-hidden="true" />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('classes.create.printCards')}
    </Button>
  );
}
