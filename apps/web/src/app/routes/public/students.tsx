import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { School } from 'lucide-react';
import { href, shouldPromptInterests, type SessionResponse } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { getCurrentClassCode, sessionStore } from '../../../lib/auth/session-store.ts';
import { useClassStudents } from '../../../features/auth/api/class-students.ts';
import { PinPad } from '../../../features/auth/components/pin-pad.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { CardSignIn } from '../../../features/classrooms/classes/index.ts';
import styles from '../../../features/auth/components/students.module.css';

/**
 * `/students` — the class's students; a name opens the PIN pad. With `?card=…` (a login card's
 * QR code) the student is signed in at once (docs/decisions/025).
 */
export default function StudentsPage() {
  const { t } = useTranslation();
  const modal = useModal();
  const navigate = useNavigate();
  const classCode = getCurrentClassCode();
  const students = useClassStudents(classCode);
  const [params] = useSearchParams();
  const card = params.get('card');

  const onSuccess = useCallback(
    (session: SessionResponse) => {
      sessionStore.set(session);
      modal.close();
      void navigate(
        shouldPromptInterests({
          from: 'students',
          to: 'browse',
          user: session.user,
          now: new Date(),
          timeZone: browserTimeZone(),
        })
          ? href('interests-selection')
          : href('browse'),
      );
    },
    [modal, navigate],
  );

  if (card) return <CardSignIn token={card} onSuccess={onSuccess} />;
  if (!classCode) return <Navigate to={href('class-code')} replace />;

  const openPin = (student: { id: string; name: string; imageUrl?: string | null }) =>
    modal.open({
      name: 'pin_pad',
      title: t('students.pinTitle', { name: student.name }),
      size: 'sm',
      content: <PinPad classCode={classCode} student={student} onSuccess={onSuccess} />,
    });

  const classroom = students.data?.classroom;
  return (
    <div className={styles.page}>
      <p className={styles.classTag}>
        <School size={18} aria-hidden="true" />
        {classroom
          ? t('students.teacherOf', { name: classroom.teacherName }) + ' · ' + classroom.name
          : t('students.classLabel', { code: classCode })}
      </p>
      <h1>{t('students.title')}</h1>
      <p className={styles.subtitle}>{t('students.subtitle')}</p>

      {students.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className={styles.skeletonTile} />
            </li>
          ))}
        </ul>
      ) : students.isError ? (
        <EmptyState
          className={styles.empty}
          illustration={<Art name="stormCloud" decorative />}
          title={t('students.loadFailed')}
          action={<ButtonLink to={href('class-code')}>{t('students.changeCode')}</ButtonLink>}
        >
          <p>{errorMessage(students.error)}</p>
        </EmptyState>
      ) : students.data.students.length === 0 ? (
        <EmptyState
          className={styles.empty}
          illustration={<Art name="classroom" decorative />}
          title={t('students.empty')}
          action={
            <ButtonLink to={href('class-code')} variant="secondary">
              {t('students.changeCode')}
            </ButtonLink>
          }
        >
          <p>{t('students.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid}>
          {students.data.students.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={styles.tile}
                onClick={() =>
                  openPin({ id: s.id, name: s.name, imageUrl: s.avatarSettings.avatar?.imageUrl })
                }
              >
                <ProfileAvatar name={s.name} settings={s.avatarSettings} size="xl" />
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
