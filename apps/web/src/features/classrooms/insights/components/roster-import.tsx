import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, FileUp, TriangleAlert } from 'lucide-react';
import {
  GRADES,
  ROSTER_MAX_CHARS,
  href,
  rosterCreateBodySchema,
  type RosterImportResult,
  type RosterPreview,
} from '@pagebird/contract';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useRosterCreate, useRosterImport, useRosterPreview } from '../api/roster.ts';
import { nameColumns } from './columns.ts';
import styles from './insights.module.css';

/** Choose or paste a CSV, check it on the server; the preview table names each bad row. */
function CsvInput({ csv, onChange }: { csv: string; onChange: (csv: string) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const pasteId = useId();
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) onChange((await file.text()).slice(0, ROSTER_MAX_CHARS + 1));
  };
  return (
    <div className={styles.csvInput}>
      <label htmlFor={fileId} className={styles.fileLabel}>
        <FileUp size={18} aria-hidden="true" />
        {t('classInsights.roster.fileLabel')}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv,text/plain"
        className={styles.fileInput}
        onChange={(e) => void readFile(e)}
        data-testid="roster-file"
      />
      <label htmlFor={pasteId} className={styles.label}>
        {t('classInsights.roster.pasteLabel')}
      </label>
      <textarea
        id={pasteId}
        className={styles.textarea}
        rows={6}
        value={csv}
        spellCheck={false}
        placeholder={'First name,Last name,Grade\nAva,Stone,2nd Grade'}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function PreviewTable({ preview }: { preview: RosterPreview }) {
  const { t } = useTranslation();
  const previewColumns: Column<RosterPreview['rows'][number]>[] = [
    {
      key: 'line',
      numeric: true,
      header: t('classInsights.roster.columns.line'),
      cell: (r) => r.line,
    },
    ...nameColumns(t),
    {
      key: 'grade',
      header: t('classInsights.roster.columns.grade'),
      cell: (r) =>
        r.gradeId ? (GRADES.find((g) => g.id === r.gradeId)?.name ?? r.grade) : r.grade,
    },
    {
      key: 'status',
      header: t('classInsights.roster.columns.status'),
      cell: (r) =>
        r.errors.length ? (
          <span className={styles.errorText}>
            <TriangleAlert size={14} aria-hidden="true" /> {r.errors.join(', ')}
          </span>
        ) : (
          <span className={styles.okText}>
            <CheckCircle2 size={14} aria-hidden="true" /> {t('classInsights.roster.ok')}
          </span>
        ),
    },
  ];
  return (
    <div className={styles.stack} data-testid="roster-preview">
      <h3 className={styles.cardTitle}>{t('classInsights.roster.previewTitle')}</h3>
      <p role="status">
        {t('classInsights.roster.summary', { valid: preview.valid, invalid: preview.invalid })}
        {preview.headerSkipped ? ` ${t('classInsights.roster.headerSkipped')}` : ''}
      </p>
      {preview.fileErrors.map((e) => (
        <p key={e} role="alert" className={styles.errorText}>
          <TriangleAlert size={16} aria-hidden="true" /> {e}
        </p>
      ))}
      <DataTable
        scroll
        columns={previewColumns}
        rows={preview.rows}
        rowKey={(r) => r.line}
        rowProps={(r) => ({
          'data-line': r.line,
          className: r.errors.length ? styles.badRow : undefined,
        })}
      />
    </div>
  );
}

function ImportedList({ result }: { result: RosterImportResult }) {
  const { t } = useTranslation();
  const importedColumns: Column<RosterImportResult['imported'][number]>[] = [
    ...nameColumns(t),
    {
      key: 'pin',
      header: t('classInsights.roster.pin'),
      cellClassName: styles.pin,
      cell: (s) => s.passCode ?? '—',
    },
  ];
  return (
    <div className={styles.stack} data-testid="roster-done">
      <h3 className={styles.cardTitle}>{t('classInsights.roster.doneTitle')}</h3>
      <p role="status">
        {result.message} {t('classInsights.roster.donePins')}
      </p>
      <DataTable scroll columns={importedColumns} rows={result.imported} rowKey={(s) => s.id} />
    </div>
  );
}

/** The preview/confirm steps shared by the class page and class creation. */
function useRosterSteps(classroomId?: string) {
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; preview: RosterPreview } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useRosterPreview();
  const check = async () => {
    setFailure(null);
    try {
      const p = await preview.mutateAsync({ csv, ...(classroomId ? { classroomId } : {}) });
      setChecked({ csv, preview: p });
    } catch (e) {
      setChecked(null);
      setFailure(errorMessage(e));
    }
  };
  // A preview only stands for the text it checked.
  const current = checked && checked.csv === csv ? checked.preview : null;
  const canImport = !!current && current.valid > 0 && current.fileErrors.length === 0;
  const reset = () => {
    setCsv('');
    setChecked(null);
    setFailure(null);
  };
  return {
    csv,
    setCsv,
    check,
    checking: preview.isPending,
    current,
    canImport,
    failure,
    setFailure,
    reset,
  };
}

/**
 * The CSV, its check and the preview with Start over and the import button, as the class page
 * and class creation both show them. Without `onConfirm` the import button submits the form
 * around it.
 */
function RosterSteps({
  steps,
  importing,
  confirmLabel,
  onConfirm,
}: {
  steps: ReturnType<typeof useRosterSteps>;
  importing: boolean;
  /** The import button's text for `count` valid students. */
  confirmLabel: (count: number) => string;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.muted}>{t('classInsights.roster.intro')}</p>
      <CsvInput csv={steps.csv} onChange={steps.setCsv} />
      <div className={styles.actionsRow}>
        <Button
          variant="secondary"
          loading={steps.checking}
          disabled={!steps.csv.trim()}
          onClick={() => void steps.check()}
        >
          {steps.checking ? t('classInsights.roster.checking') : t('classInsights.roster.preview')}
        </Button>
      </div>
      {steps.failure ? (
        <p role="alert" className={styles.errorText}>
          {steps.failure}
        </p>
      ) : null}
      {steps.current ? (
        <>
          <PreviewTable preview={steps.current} />
          {steps.current.invalid > 0 && steps.canImport ? (
            <p className={styles.muted}>
              {t('classInsights.roster.skippedNote', { count: steps.current.invalid })}
            </p>
          ) : null}
          <div className={styles.actionsRow}>
            <Button variant="ghost" onClick={steps.reset}>
              {t('classInsights.roster.cancel')}
            </Button>
            <Button
              type={onConfirm ? 'button' : 'submit'}
              disabled={!steps.canImport}
              loading={importing}
              onClick={onConfirm}
            >
              {importing ? t('classInsights.roster.importing') : confirmLabel(steps.current.valid)}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}

/** Class page: "Import students from a CSV" (issue 12 item 7). */
export function RosterImportSection({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const steps = useRosterSteps(classId);
  const run = useRosterImport(classId);
  const [result, setResult] = useState<RosterImportResult | null>(null);

  const confirm = async () => {
    if (!steps.current) return;
    steps.setFailure(null);
    try {
      const r = await run.mutateAsync({ csv: steps.csv, expectedValid: steps.current.valid });
      setResult(r);
      steps.reset();
      notify.success(r.message);
    } catch (e) {
      steps.setFailure(errorMessage(e));
    }
  };

  return (
    <section
      aria-labelledby="roster-import-title"
      className={styles.section}
      data-print-part="roster"
    >
      <div className={styles.sectionHead}>
        <div>
          <h2 id="roster-import-title" className={styles.sectionTitle}>
            {t('classInsights.roster.title')}
          </h2>
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls="roster-import-body"
          icon={<FileUp size={18} aria-hidden="true" />}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('classInsights.roster.hide') : t('classInsights.roster.open')}
        </Button>
      </div>
      {open ? (
        <Card className={styles.card} id="roster-import-body">
          <div className={styles.stack}>
            <RosterSteps
              steps={steps}
              importing={run.isPending}
              confirmLabel={(count) => t('classInsights.roster.confirm', { count })}
              onConfirm={() => void confirm()}
            />
            {result ? <ImportedList result={result} /> : null}
          </div>
        </Card>
      ) : null}
    </section>
  );
}

/** /classroom/create?from=csv: name and grade of the class, then its students from a CSV. */
export function RosterCreateFlow() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [gradeId, setGradeId] = useState<number | ''>('');
  const [errors, setErrors] = useState<{ name?: string; gradeId?: string }>({});
  const steps = useRosterSteps();
  const run = useRosterCreate();
  const [result, setResult] = useState<RosterImportResult | null>(null);
  const gradeFieldId = useId();

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!steps.current) return;
    const body = { name, gradeId, csv: steps.csv, expectedValid: steps.current.valid };
    const parsed = rosterCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      const errs: { name?: string; gradeId?: string } = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0];
        if (k === 'name' || k === 'gradeId') errs[k] ??= i.message;
      }
      setErrors(errs);
      return;
    }
    setErrors({});
    steps.setFailure(null);
    try {
      const r = await run.mutateAsync(parsed.data);
      setResult(r);
      notify.success(r.message);
    } catch (err) {
      steps.setFailure(errorMessage(err));
    }
  };

  if (result) {
    return (
      <div className={styles.stack}>
        <ImportedList result={result} />
        <div className={styles.actionsRow}>
          <ButtonLink to={href('classroom', { classId: result.classroomId })}>
            {t('classInsights.roster.openClass')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.stack} onSubmit={(e) => void confirm(e)} noValidate>
      <div className={styles.formRow}>
        <TextField
          label={t('classInsights.roster.className')}
          value={name}
          maxLength={60}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <div className={styles.field}>
          <label htmlFor={gradeFieldId} className={styles.label}>
            {t('classInsights.roster.columns.grade')}
          </label>
          <select
            id={gradeFieldId}
            className={styles.select}
            value={gradeId}
            aria-invalid={errors.gradeId ? true : undefined}
            aria-describedby={errors.gradeId ? `${gradeFieldId}-error` : undefined}
            onChange={(e) => setGradeId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <option value="">—</option>
            {GRADES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          {errors.gradeId ? (
            <p id={`${gradeFieldId}-error`} className={styles.errorText}>
              {errors.gradeId}
            </p>
          ) : null}
        </div>
      </div>
      <RosterSteps
        steps={steps}
        importing={run.isPending}
        confirmLabel={(count) => t('classInsights.roster.createConfirm', { count })}
      />
    </form>
  );
}
