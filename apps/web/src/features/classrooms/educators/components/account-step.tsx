import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  emailSchema,
  href,
  joinFieldMessages,
  MESSAGES,
  teacherSignupBodySchema,
  type ValidateEmailResponse,
} from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../../components/ui/text-field.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { createEducatorAccount, validateEducatorEmail } from '../api/educators.ts';
import styles from './educators.module.css';

/** Spec §8: a 401 or 403 of sign-up shows the server's message or the sign-up text. */
function signupFailure(e: unknown): string {
  if (isApiError(e) && (e.status === 401 || e.status === 403)) {
    return e.message || MESSAGES.signupFailed;
  }
  if (isApiError(e) && e.status >= 500) return MESSAGES.signupFailed;
  return errorMessage(e);
}

/**
 * Step 1 of the educator sign-up: email (checked with POST /api/users/teacher/validate-email,
 * whose message is shown — spec §5), password, consent to updates. Resolves with the new
 * account's access token through `onCreated`.
 */
export function EducatorAccountStep({
  onCreated,
}: {
  onCreated: (accessToken: string) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '', consent: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<ValidateEmailResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Ask the server about a well-formed email; show its message (error or "can be used"). */
  async function checkEmail(email: string): Promise<ValidateEmailResponse | null> {
    if (!emailSchema.safeParse(email).success) return null;
    try {
      const answer = await validateEducatorEmail(email);
      setCheck(answer);
      return answer;
    } catch (e) {
      if (isApiError(e) && e.fields.email) setErrors((x) => ({ ...x, email: e.fields.email! }));
      return null;
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = teacherSignupBodySchema.safeParse({
      email: values.email,
      password: values.password,
      consentToReceiveUpdates: values.consent,
    });
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await checkEmail(parsed.data.email);
      if (answer?.isError) return;
      const { accessToken } = await createEducatorAccount(parsed.data);
      await onCreated(accessToken);
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length) setErrors(err.fields);
      setFailure(signupFailure(err));
    } finally {
      setBusy(false);
    }
  };

  const emailError = errors.email ?? (check?.isError ? check.message : undefined);

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('educators.signup.accountTitle')}
    >
      <FormAlert message={failure} />
      <TextField
        label={t('educators.signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={emailError}
        onChange={(e) => {
          setValues((v) => ({ ...v, email: e.target.value }));
          setErrors(({ email: _, ...rest }) => rest);
          setCheck(null);
        }}
        onBlur={(e) => void checkEmail(e.target.value)}
      />
      {check && !check.isError && !errors.email ? (
        <p className={styles.status} role="status">
          {check.message}
        </p>
      ) : null}
      <PasswordField
        label={t('educators.signup.password')}
        name="password"
        autoComplete="new-password"
        hint={t('educators.signup.passwordHint')}
        showLabel={t('login.showPassword')}
        hideLabelText={t('login.hidePassword')}
        value={values.password}
        error={errors.password}
        onChange={(e) => {
          setValues((v) => ({ ...v, password: e.target.value }));
          setErrors(({ password: _, ...rest }) => rest);
        }}
      />
      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={values.consent}
          onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked }))}
        />
        <span>{t('educators.signup.consent')}</span>
      </label>
      <Button type="submit" size="lg" block loading={busy}>
        {t('educators.signup.createAccount')}
      </Button>
      <p className={styles.legal}>
        {t('educators.signup.haveAccount')} <Link to={href('login')}>{t('common.signIn')}</Link>
      </p>
    </form>
  );
}
