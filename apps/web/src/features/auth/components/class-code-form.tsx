import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, X } from 'lucide-react';
import { AppErrorCode, classCodeSchema, href } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import {
  forgetClassCode,
  getUsedClassCodes,
  rememberClassCode,
} from '../../../lib/auth/session-store.ts';
import { classStudentsQueryOptions } from '../api/class-students.ts';
import { FormAlert } from './form-alert.tsx';
import styles from './class-code.module.css';

/** Big friendly class code entry with the class codes used on this device. */
export function ClassCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [used, setUsed] = useState(getUsedClassCodes);

  const open = async (raw: string) => {
    setError(null);
    setFailure(null);
    const parsed = classCodeSchema.safeParse(raw);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const value = parsed.data;
    setPending(value);
    try {
      await queryClient.fetchQuery(classStudentsQueryOptions(value));
      rememberClassCode(value);
      await navigate(href('students'));
    } catch (e) {
      setFailure(
        isApiError(e) && (e.code === AppErrorCode.NOT_FOUND || e.status === 404)
          ? t('messages.classCodeUnknown')
          : errorMessage(e),
      );
    } finally {
      setPending(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void open(code);
  };

  return (
    <div className={styles.wrap}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormAlert message={failure} />
        <label htmlFor="class-code" className={styles.label}>
          {t('classCode.label')}
        </label>
        <input
          id="class-code"
          className={styles.input}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase().replace(/\s/g, ''))}
          placeholder={t('classCode.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'class-code-error' : undefined}
        />
        {error ? (
          <p id="class-code-error" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          block
          variant="sunny"
          loading={pending !== null && pending === code.toUpperCase()}
          icon={<ArrowRight size={22} aria-hidden="true" />}
        >
          {t('classCode.submit')}
        </Button>
      </form>

      {used.length > 0 ? (
        <section className={styles.recent} aria-labelledby="recent-codes">
          <h2 id="recent-codes" className={styles.recentTitle}>
            {t('classCode.recent')}
          </h2>
          <ul className={styles.chips}>
            {used.map(({ code: c }) => (
              <li key={c} className={styles.chip}>
                <button
                  type="button"
                  className={styles.chipMain}
                  onClick={() => {
                    setCode(c);
                    void open(c);
                  }}
                  aria-label={t('classCode.recentUse', { code: c })}
                  disabled={pending !== null}
                >
                  {c}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => {
                    forgetClassCode(c);
                    setUsed(getUsedClassCodes());
                  }}
                  aria-label={t('classCode.forget', { code: c })}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
