import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href, type ClassDetail, type ClassStudentDetail } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import {
  useClass,
  useClasses,
  useClearLockout,
  useRemoveDevice,
  useRemoveStudents,
  useResetCard,
  useRotateCode,
  useSetDisabled,
  useTrustDevice,
} from '../api/classes.ts';
import {
  classDeviceOf,
  forgetClassDevice,
  rememberClassDevice,
  syncClassDeviceCode,
} from '../lib/class-device.ts';
import { gradeName } from './class-create-flow.tsx';
import { ArchiveFlow } from './archive-flow.tsx';
import { LoginCardsButton } from './login-cards-button.tsx';
import styles from './classes.module.css';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** Run a mutation, then show its message (or the failure). */
async function act<T>(run: () => Promise<T>, done?: (r: T) => string | undefined) {
  try {
    const r = await run();
    const msg = done?.(r);
    if (msg) notify.success(msg);
  } catch (e) {
    notify.error(errorMessage(e));
  }
}

function SwitchClass({ current }: { current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = useClasses();
  const list = (classes.data ?? []).filter((c) => !c.archived || c.id === current);
  if (list.length < 2) return null;
  return (
    <label className={styles.inlineForm}>
      <span className={styles.label}>{t('classes.page.switchClass')}</span>
      <select
        className={styles.select}
        value={current}
        onChange={(e) => void navigate(href('classroom', { classId: e.target.value }))}
      >
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function StudentRow({ c, s }: { c: ClassDetail; s: ClassStudentDetail }) {
  const { t } = useTranslation();
  const clear = useClearLockout(c.id);
  const reset = useResetCard(c.id);
  const remove = useRemoveStudents(c.id);
  const name = `${s.firstName} ${s.lastName}`.trim();
  const open = !c.archived;
  return (
    <tr data-student={s.firstName}>
      <th scope="row">{name}</th>
      <td>{gradeName(s.gradeId)}</td>
      <td className={styles.pin}>{s.passCode ?? '—'}</td>
      <td>
        {s.lockedUntil ? (
          <span className={styles.locked}>
            {t('classes.page.locked', { time: time(s.lockedUntil) })}
          </span>
        ) : s.failedTries > 0 ? (
          <span>{t('classes.page.tries', { count: s.failedTries })}</span>
        ) : (
          <span className={styles.muted}>{t('classes.page.ok')}</span>
        )}
      </td>
      <td>
        <div className={styles.rowActions}>
          {s.lockedUntil || s.failedTries > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              loading={clear.isPending}
              aria-label={`${t('classes.page.unlock')} ${name}`}
              onClick={() =>
                void act(
                  () => clear.mutateAsync(s.id),
                  (r) => r.message,
                )
              }
            >
              {t('classes.page.unlock')}
            </Button>
          ) : null}
          {open ? (
            <>
              <ButtonLink
                size="sm"
                variant="ghost"
                to={href('classroom-edit-student', { classId: c.id, childId: s.id })}
                aria-label={`${t('classes.page.edit')} ${name}`}
              >
                {t('classes.page.edit')} / {t('classes.page.newPin')}
              </ButtonLink>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('classes.page.resetCard')} ${name}`}
                onClick={() => {
                  if (window.confirm(t('classes.page.resetCardConfirm', { name })))
                    void act(
                      () => reset.mutateAsync(s.id),
                      (r) => r.message,
                    );
                }}
              >
                {t('classes.page.resetCard')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('classes.page.remove')} ${name}`}
                onClick={() => {
                  if (window.confirm(t('classes.page.removeConfirm', { name })))
                    void act(() => remove.mutateAsync([s.id]));
                }}
              >
                {t('classes.page.remove')}
              </Button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function Devices({ c, loadedAt }: { c: ClassDetail; loadedAt: number }) {
  const { t } = useTranslation();
  const trust = useTrustDevice(c.id);
  const remove = useRemoveDevice(c.id);
  const [label, setLabel] = useState<string>(() => t('classes.page.deviceLabelDefault'));
  const [, refresh] = useState(0);
  const mine = classDeviceOf(c.id);
  const thisOne = mine && c.devices.some((d) => d.id === mine.deviceId) ? mine : undefined;

  useEffect(() => {
    // The teacher removed this device elsewhere: forget its token (only on data loaded after it
    // was saved here).
    if (mine && !c.devices.some((d) => d.id === mine.deviceId)) {
      if (loadedAt > (mine.savedAt ?? 0)) forgetClassDevice(c.id);
    } else syncClassDeviceCode(c.id, c.loginCode);
  }, [c, mine, loadedAt]);

  const makeTrusted = () =>
    act(
      async () => {
        const r = await trust.mutateAsync(label.trim() || t('classes.page.deviceLabelDefault'));
        rememberClassDevice({
          classroomId: c.id,
          deviceId: r.device.id,
          loginCode: c.loginCode,
          token: r.token,
        });
        refresh((n) => n + 1);
      },
      () => t('classes.page.thisDevice'),
    );

  return (
    <section className={styles.section} aria-labelledby="class-devices">
      <h2 id="class-devices">{t('classes.page.devicesTitle')}</h2>
      <p className={styles.muted}>{t('classes.page.devicesIntro')}</p>
      {c.devices.length === 0 ? <p>{t('classes.page.noDevices')}</p> : null}
      <ul>
        {c.devices.map((d) => (
          <li key={d.id} className={styles.inlineForm}>
            <span>
              <strong>{d.label}</strong>{' '}
              <span className={styles.muted}>
                {d.lastUsedAt
                  ? t('classes.page.lastUsed', { when: new Date(d.lastUsedAt).toLocaleString() })
                  : t('classes.page.neverUsed')}
                {thisOne?.deviceId === d.id ? ` · ${t('classes.page.thisDevice')}` : ''}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${t('classes.page.removeDevice')} ${d.label}`}
              onClick={() =>
                void act(
                  async () => {
                    const r = await remove.mutateAsync(d.id);
                    if (thisOne?.deviceId === d.id) forgetClassDevice(c.id);
                    return r;
                  },
                  (r) => r.message,
                )
              }
            >
              {t('classes.page.removeDevice')}
            </Button>
          </li>
        ))}
      </ul>
      {!thisOne && !c.archived ? (
        <form
          className={styles.inlineForm}
          onSubmit={(e) => {
            e.preventDefault();
            void makeTrusted();
          }}
        >
          <TextField
            label={t('classes.page.deviceLabel')}
            value={label}
            maxLength={40}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={trust.isPending}>
            {t('classes.page.trustDevice')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** /classroom/{id}: the class code, students (PINs, lockouts), class devices and class actions. */
export function ClassPage({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const q = useClass(classId);
  const rotate = useRotateCode(classId);
  const pause = useSetDisabled(classId);
  const [archiving, setArchiving] = useState(false);
  const c = q.data;

  if (q.isPending) return <Page title={<Skeleton width={240} />}>{<Skeleton height={200} />}</Page>;
  if (!c)
    return (
      <Page title={t('classes.loadFailed')}>
        <FormAlert message={errorMessage(q.error)} />
        <ButtonLink to={href('educator')}>{t('classes.archive.home')}</ButtonLink>
      </Page>
    );
  if (archiving) return <ArchiveFlow preselected={[c.id]} onCancel={() => setArchiving(false)} />;

  return (
    <Page
      title={c.name}
      eyebrow={`${t('classes.page.eyebrow')} · ${gradeName(c.gradeId)} · ${c.school.name}`}
      actions={<SwitchClass current={c.id} />}
    >
      {c.archived ? <p className={styles.banner}>{t('classes.page.archived')}</p> : null}
      {c.disabled && !c.archived ? (
        <p className={styles.banner}>{t('classes.page.paused')}</p>
      ) : null}
      <div className={styles.codeBox}>
        <span className={styles.label}>{t('classes.page.classCode')}</span>
        <span className={styles.code} data-testid="class-code">
          {c.loginCode}
        </span>
        {!c.archived ? (
          <Button
            size="sm"
            variant="ghost"
            loading={rotate.isPending}
            onClick={() => {
              if (window.confirm(t('classes.page.newCodeConfirm')))
                void act(() => rotate.mutateAsync(undefined));
            }}
          >
            {t('classes.page.newCode')}
          </Button>
        ) : null}
      </div>
      {!c.archived ? (
        <div className={styles.actions}>
          <LoginCardsButton classId={c.id} name={c.name} />
          <ButtonLink to={href('classroom-add', { classId: c.id })} variant="secondary">
            {t('classes.page.addStudents')}
          </ButtonLink>
          <ButtonLink to={href('classroom-instructions', { classId: c.id })} variant="ghost">
            {t('classes.page.instructions')}
          </ButtonLink>
          <ButtonLink to={href('promo-flyer')} variant="ghost">
            {t('classes.page.promoFlyer')}
          </ButtonLink>
          <Button
            variant="ghost"
            loading={pause.isPending}
            onClick={() => void act(() => pause.mutateAsync(!c.disabled))}
          >
            {c.disabled ? t('classes.page.resume') : t('classes.page.pause')}
          </Button>
          <Button variant="danger" onClick={() => setArchiving(true)}>
            {t('classes.page.archive')}
          </Button>
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="class-students">
        <h2 id="class-students">
          {t('classes.page.students')}{' '}
          <span className={styles.muted}>
            ({t('classes.page.studentCount', { count: c.students.length })})
          </span>
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('classes.page.name')}</th>
              <th scope="col">{t('classes.grade')}</th>
              <th scope="col">{t('classes.pin')}</th>
              <th scope="col">{t('classes.page.status')}</th>
              <th scope="col">{t('classes.page.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {c.students.map((s) => (
              <StudentRow key={s.id} c={c} s={s} />
            ))}
          </tbody>
        </table>
      </section>
      <Devices c={c} loadedAt={q.dataUpdatedAt} />
      <p className={styles.section}>
        <Link to={href('educator')}>{t('classes.archive.home')}</Link>
      </p>
    </Page>
  );
}
