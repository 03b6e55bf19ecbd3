import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Delete } from 'lucide-react';
import { AppErrorCode, type SessionResponse } from '@pagebird/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PinInput } from '../../../components/ui/pin-input.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useStudentLogin } from '../api/student-login.ts';
import { FormAlert } from './form-alert.tsx';
import styles from './students.module.css';

const PIN_LENGTH = 4;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The PIN pad of a student (modal `pin_pad`): digit boxes plus a big on-screen keypad. */
export function PinPad({
  classCode,
  student,
  onSuccess,
}: {
  classCode: string;
  student: { id: string; name: string; imageUrl?: string | null };
  onSuccess: (session: SessionResponse) => void;
}) {
  const { t } = useTranslation();
  const login = useStudentLogin();
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (value: string) => {
    if (value.length < PIN_LENGTH || login.isPending) return;
    setFailure(null);
    try {
      onSuccess(await login.mutateAsync({ classCode, studentId: student.id, passCode: value }));
    } catch (e) {
      setPin('');
      if (isApiError(e) && e.code === AppErrorCode.LOCKED_OUT)
        setFailure(e.message || t('messages.lockedOut'));
      else if (isApiError(e) && e.code === AppErrorCode.OUTSIDE_SCHOOL_HOURS)
        setFailure(t('messages.classTimeOver'));
      else if (isApiError(e) && (e.status === 401 || e.status === 400))
        setFailure(t('messages.pinIncorrect'));
      else setFailure(errorMessage(e));
    }
  };

  const press = (d: string) => {
    if (pin.length >= PIN_LENGTH) return;
    const next = pin + d;
    setPin(next);
    if (next.length === PIN_LENGTH) void submit(next);
  };

  return (
    <div className={styles.pad}>
      <div className={styles.padWho}>
        <Avatar name={student.name} imageUrl={student.imageUrl} size="md" ring />
        <p className={styles.padHelp}>{t('students.pinHelp')}</p>
      </div>
      <div id={errorId}>
        <FormAlert message={failure} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(pin);
        }}
      >
        <PinInput
          label={t('students.pinLabel')}
          value={pin}
          onChange={(v) => {
            setPin(v);
            setFailure(null);
          }}
          onComplete={(v) => void submit(v)}
          length={PIN_LENGTH}
          invalid={!!failure}
          errorId={errorId}
          autoFocus
          disabled={login.isPending}
        />
        <div className={styles.keypad} role="group" aria-label={t('students.keypad')}>
          {KEYS.map((k) => (
            <button
              key={k}
              type="button"
              className={styles.key}
              onClick={() => press(k)}
              disabled={login.isPending}
            >
              {k}
            </button>
          ))}
          <button
            type="button"
            className={`${styles.key} ${styles.keySoft}`}
            onClick={() => setPin('')}
            disabled={login.isPending || !pin}
          >
            {t('students.pinClear')}
          </button>
          <button
            type="button"
            className={styles.key}
            onClick={() => press('0')}
            disabled={login.isPending}
          >
            0
          </button>
          <button
            type="button"
            className={`${styles.key} ${styles.keySoft}`}
            onClick={() => setPin(pin.slice(0, -1))}
            disabled={login.isPending || !pin}
            aria-label={t('students.pinDelete')}
          >
            <Delete size={26} aria-hidden="true" />
          </button>
        </div>
        <Button
          type="submit"
          size="lg"
          block
          loading={login.isPending}
          disabled={pin.length < PIN_LENGTH}
        >
          {t('students.pinSubmit')}
        </Button>
      </form>
    </div>
  );
}
