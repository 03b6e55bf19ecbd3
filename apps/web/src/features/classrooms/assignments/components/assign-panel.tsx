import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { Role, type AssignmentTargetType } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { useModal } from '../../../../components/ui/modal.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/auth/session-store.ts';
import {
  useAssignState,
  useClassStudents,
  useSaveAssignPanel,
  useTeacherClasses,
  type AssignState,
  type ContentKind,
} from '../api/assignments.ts';
import styles from './assignments.module.css';

interface Student {
  id: string;
  firstName: string;
  lastName: string;
}

/** What is assigned and hidden within one class, read from the content's whole state. */
function classView(state: AssignState, classId: string, students: Student[]) {
  const inClass = new Set(students.map((s) => s.id));
  const pick = (groups: Array<{ type: AssignmentTargetType; ids: string[] }>) => ({
    whole: groups.some((g) => g.type === 'CLASSROOM' && g.ids.includes(classId)),
    ids: groups
      .filter((g) => g.type === 'USER')
      .flatMap((g) => g.ids)
      .filter((id) => inClass.has(id)),
  });
  const assigned = pick(state.assignments);
  const due =
    state.assignments.find(
      (g) =>
        (g.type === 'CLASSROOM' && g.ids.includes(classId)) ||
        (g.type === 'USER' && g.ids.some((id) => inClass.has(id))),
    )?.dueDate ?? null;
  return { assigned, hidden: pick(state.hidden), due };
}

function PanelForm({
  kind,
  contentId,
  classId,
  students,
  state,
  close,
}: {
  kind: ContentKind;
  contentId: string;
  classId: string;
  students: Student[];
  state: AssignState;
  close: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAssignPanel();
  const view = classView(state, classId, students);
  const someInitially =
    (!view.assigned.whole && view.assigned.ids.length > 0) ||
    (!view.hidden.whole && view.hidden.ids.length > 0);
  const [whom, setWhom] = useState<'CLASS' | 'SOME'>(someInitially ? 'SOME' : 'CLASS');
  const [picked, setPicked] = useState<Set<string>>(
    () => new Set([...view.assigned.ids, ...view.hidden.ids]),
  );
  const [assign, setAssign] = useState(view.assigned.whole || view.assigned.ids.length > 0);
  const [dueDate, setDueDate] = useState(view.due ?? '');
  const [hide, setHide] = useState(view.hidden.whole || view.hidden.ids.length > 0);
  const [error, setError] = useState<string | null>(null);

  const onSave = async () => {
    const ids = whom === 'CLASS' ? [classId] : [...picked];
    const type: AssignmentTargetType = whom === 'CLASS' ? 'CLASSROOM' : 'USER';
    if (whom === 'SOME' && ids.length === 0 && (assign || hide)) {
      setError(t('assignments.pickStudents'));
      return;
    }
    setError(null);
    const hiddenNow = [
      { type: 'CLASSROOM' as const, ids: view.hidden.whole ? [classId] : [] },
      { type: 'USER' as const, ids: view.hidden.ids },
    ];
    const wanted = new Set(hide ? ids : []);
    try {
      await save.mutateAsync({
        kind,
        contentId,
        classroomId: classId,
        type,
        assignIds: assign ? ids : [],
        dueDate: assign && dueDate ? dueDate : null,
        unhide: hiddenNow.map((g) => ({
          type: g.type,
          ids: g.ids.filter((x) => !(g.type === type && wanted.has(x))),
        })),
        hide: hide ? [{ type, ids }] : [],
      });
      notify.success(t('assignments.saved'));
      close();
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  return (
    <div className={styles.panel}>
      <fieldset className={styles.fieldset}>
        <legend>{t('assignments.whom')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-whom`}
            checked={whom === 'CLASS'}
            onChange={() => setWhom('CLASS')}
          />
          {t('assignments.wholeClass')}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-whom`}
            checked={whom === 'SOME'}
            onChange={() => setWhom('SOME')}
          />
          {t('assignments.someStudents')}
        </label>
        {whom === 'SOME' && (
          <ul className={styles.students} aria-label={t('assignments.students')}>
            {students.map((s) => (
              <li key={s.id}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={picked.has(s.id)}
                    onChange={(e) => {
                      const next = new Set(picked);
                      if (e.target.checked) next.add(s.id);
                      else next.delete(s.id);
                      setPicked(next);
                    }}
                  />
                  {s.firstName} {s.lastName}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <label className={styles.choice}>
        <input type="checkbox" checked={assign} onChange={(e) => setAssign(e.target.checked)} />
        {t('assignments.assign')}
      </label>
      <label className={styles.field} htmlFor={`${id}-due`}>
        {t('assignments.dueDate')}
      </label>
      <input
        id={`${id}-due`}
        className={styles.date}
        type="date"
        value={dueDate}
        disabled={!assign}
        onChange={(e) => setDueDate(e.target.value)}
      />
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={hide}
          checked={hide}
          onChange={(e) => setHide(e.target.checked)}
        />
        {t('assignments.hide')}
      </label>
      <p className={styles.hint}>{t('assignments.hideHint')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          {t('assignments.save')}
        </Button>
      </div>
    </div>
  );
}

function AssignModal({
  kind,
  contentId,
  close,
}: {
  kind: ContentKind;
  contentId: string;
  close: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const classes = useTeacherClasses();
  const [classId, setClassId] = useState<string | undefined>(undefined);
  const current = classId ?? classes.data?.[0]?.id;
  const detail = useClassStudents(current);
  const state = useAssignState(kind, contentId);
  if (classes.isError || state.isError || detail.isError) {
    return <p role="alert">{t('assignments.loadFailed')}</p>;
  }
  if (!classes.data || !state.data) return <Skeleton height={200} />;
  if (classes.data.length === 0 || !current) return <p>{t('assignments.noClasses')}</p>;
  return (
    <div>
      <label className={styles.field} htmlFor={`${id}-class`}>
        {t('assignments.classLabel')}
      </label>
      <select
        id={`${id}-class`}
        className={styles.select}
        value={current}
        onChange={(e) => setClassId(e.target.value)}
      >
        {classes.data.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {detail.data ? (
        <PanelForm
          key={`${current}-${state.dataUpdatedAt}`}
          kind={kind}
          contentId={contentId}
          classId={current}
          students={detail.data.students}
          state={state.data}
          close={close}
        />
      ) : (
        <Skeleton height={160} />
      )}
    </div>
  );
}

/**
 * The educator's Assign panel on a book or a collection: pick a class, the whole class or some
 * students, a due date, and the Hide switch. Renders nothing for other roles.
 */
export function AssignButton({
  kind,
  contentId,
  title,
}: {
  kind: ContentKind;
  contentId: string;
  title: string;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const modal = useModal();
  if (role !== Role.TEACHER) return null;
  return (
    <Button
      variant="secondary"
      icon={<ClipboardList size={22} aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-label={t('assignments.buttonLabel', { title })}
      onClick={() =>
        modal.open({
          name: 'assign',
          title: t('assignments.title', { title }),
          content: ({ close }) => <AssignModal kind={kind} contentId={contentId} close={close} />,
        })
      }
    >
      {t('assignments.button')}
    </Button>
  );
}
