import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consumerSubscribeBodySchema } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { useConsumerSubscribe } from '../api/consumer-subscribe.ts';
import styles from './offer.module.css';

/** "Not ready yet?": an email signs up for product news (POST /api/consumer/subscribe). */
export function NewsSignup() {
  const { t } = useTranslation();
  const subscribe = useConsumerSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const parsed = consumerSubscribeBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const result = await subscribe.mutateAsync(parsed.data.email);
      setDone(result.message);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <section className={styles.news} aria-labelledby="news-heading">
      <h2 id="news-heading">{t('billing.offer.newsTitle')}</h2>
      {done ? (
        <FormAlert message={done} tone="success" />
      ) : (
        <form onSubmit={submit} noValidate className={styles.newsForm}>
          <TextField
            label={t('billing.offer.newsEmail')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={subscribe.isPending}>
            {t('billing.offer.newsSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
