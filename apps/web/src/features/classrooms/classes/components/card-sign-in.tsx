import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, type SessionResponse } from '@pagebird/contract';
import { Art } from '../../../../components/art.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { rememberClassCode } from '../../../../lib/auth/session-store.ts';
import { cardLogin } from '../api/classes.ts';

/**
 * /students?card=… — the URL of a login card's QR code: signs that student in at once
 * (docs/decisions/025) and keeps the class code for the next sign-in on this device.
 */
export function CardSignIn({
  token,
  onSuccess,
}: {
  token: string;
  onSuccess: (session: SessionResponse) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    cardLogin(token)
      .then((session) => {
        const code = session.user.classroom?.loginCode;
        if (code) rememberClassCode(code);
        onSuccess(session);
      })
      .catch((e: unknown) =>
        setFailure(isApiError(e) && e.message ? e.message : t('classes.card.failed')),
      );
  }, [token, onSuccess, t]);

  if (failure)
    return (
      <EmptyState
        illustration={<Art name="stormCloud" decorative />}
        title={t('classes.card.failed')}
        action={<ButtonLink to={href('class-code')}>{t('classes.card.useCode')}</ButtonLink>}
      >
        <p>{failure}</p>
      </EmptyState>
    );
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '4rem 1rem' }}>
      <Spinner />
      <p>{t('classes.card.signingIn')}</p>
    </div>
  );
}
