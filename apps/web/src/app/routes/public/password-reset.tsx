import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { href, passwordResetBodySchema } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormAlert } from '../../../features/auth/components/form-alert.tsx';
import { usePasswordReset } from '../../../features/auth/api/password-reset.ts';
import styles from './password.module.css';

type Values = z.input<typeof passwordResetBodySchema>;

/** `/password-reset` — email a reset link. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const reset = usePasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof passwordResetBodySchema>>({
    resolver: zodResolver(passwordResetBodySchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await reset.mutateAsync(email);
      setSent(true);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  });

  if (sent) {
    return (
      <AuthCard title={t('passwordReset.sentTitle')} mood="reading">
        <div className={styles.done} role="status">
          <MailCheck size={40} aria-hidden="true" />
          <p>{t('messages.resetEmailSent')}</p>
        </div>
        <Link to={href('login')}>{t('passwordReset.backToLogin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('passwordReset.title')}
      subtitle={t('passwordReset.subtitle')}
      mood="reading"
      footer={<Link to={href('login')}>{t('passwordReset.backToLogin')}</Link>}
    >
      <form onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          error={form.formState.errors.email?.message}
          autoFocus
          {...form.register('email')}
        />
        <Button type="submit" size="lg" block loading={reset.isPending}>
          {t('passwordReset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
