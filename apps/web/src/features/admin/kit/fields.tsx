import { useId, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { ADMIN_STATUSES, counterText, isHexColor, splitList } from '@pagebird/contract';
import styles from './kit.module.css';

/** What every field shell shows: label, optional counter, hint and the error text. */
export interface AdminFieldShellProps {
  label: ReactNode;
  /** Error text (the §5 message from the schema, or the server's field message). */
  error?: string;
  hint?: ReactNode;
  /** Current length and max: shows "n/max Characters" (spec §5). */
  counter?: { length: number; max: number };
  required?: boolean;
  /** Span the whole form row. */
  wide?: boolean;
  /** Render prop: the control, given the ids to wire up. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** The frame of one field; use it for custom controls so they look and announce like the rest. */
export function AdminFieldShell({
  label,
  error,
  hint,
  counter,
  required,
  wide,
  children,
  className,
}: AdminFieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, counter ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      className={clsx(styles.field, wide && styles.fieldWide, error && styles.invalid, className)}
    >
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {counter ? (
          <span id={counterId} className={styles.counter}>
            {counterText(counter.length, counter.max)}
          </span>
        ) : null}
      </div>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

interface BaseFieldProps<V extends FieldValues> {
  /** Path of the value in the form (typed by the editor's form values). */
  name: FieldPath<V>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  wide?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

function useField<V extends FieldValues>(name: FieldPath<V>) {
  const { control } = useFormContext<V>();
  return useController<V>({ name, control });
}

/** The props every bound control gets: ids, react-hook-form wiring and the aria state. */
export interface AdminControlProps {
  id: string;
  ref: RefCallBack;
  name: string;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

export interface AdminBoundFieldProps<V extends FieldValues> extends Omit<
  BaseFieldProps<V>,
  'hint'
> {
  /** The hint, or a function of the current value that gives it. */
  hint?: ReactNode | ((value: unknown) => ReactNode);
  /** Shows the "n/max Characters" counter for the value's length. */
  counterMax?: number;
  /** Render prop: the control, given the form field and the props to spread on it. */
  children: (
    control: AdminControlProps,
    field: ControllerRenderProps<V, FieldPath<V>>,
  ) => ReactNode;
}

/**
 * A form-bound field: the shell (label, hint, counter, error, described-by ids) around a control
 * that gets the form wiring and aria state as props. Every field below is one of these.
 */
export function AdminBoundField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  wide,
  readOnly,
  disabled,
  counterMax,
  children,
}: AdminBoundFieldProps<V>) {
  const { field, fieldState } = useField<V>(name);
  return (
    <AdminFieldShell
      label={label}
      hint={typeof hint === 'function' ? hint(field.value) : hint}
      required={required}
      wide={wide}
      error={fieldState.error?.message}
      counter={
        counterMax ? { length: String(field.value ?? '').length, max: counterMax } : undefined
      }
    >
      {({ id, describedBy, invalid }) =>
        children(
          {
            id,
            ref: field.ref,
            name: field.name,
            onChange: field.onChange,
            onBlur: field.onBlur,
            readOnly,
            disabled,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            'aria-describedby': describedBy,
          },
          field,
        )
      }
    </AdminFieldShell>
  );
}

export interface AdminTextFieldProps<V extends FieldValues> extends BaseFieldProps<V> {
  type?: 'text' | 'email' | 'url' | 'date' | 'datetime-local' | 'password';
  /** Shows the "n/max Characters" counter and stops typing past it. */
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
}

/** A text input bound to the editor's form. */
export function AdminTextField<V extends FieldValues>({
  type = 'text',
  maxLength,
  placeholder,
  autoComplete,
  ...base
}: AdminTextFieldProps<V>) {
  return (
    <AdminBoundField<V> {...base} counterMax={maxLength}>
      {(control, field) => (
        <input
          {...control}
          type={type}
          className={styles.input}
          value={(field.value ?? '') as string}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </AdminBoundField>
  );
}

export interface AdminTextAreaProps<V extends FieldValues> extends BaseFieldProps<V> {
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** A multi-line text bound to the editor's form (counter when maxLength is set). */
export function AdminTextArea<V extends FieldValues>({
  wide = true,
  maxLength,
  rows = 4,
  placeholder,
  ...base
}: AdminTextAreaProps<V>) {
  return (
    <AdminBoundField<V> {...base} wide={wide} counterMax={maxLength}>
      {(control, field) => (
        <textarea
          {...control}
          className={styles.textarea}
          value={(field.value ?? '') as string}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      )}
    </AdminBoundField>
  );
}

export interface AdminNumberFieldProps<V extends FieldValues> extends BaseFieldProps<V> {
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A number input; an empty box is `null` in the form values, so the schema decides whether it
 * is required (and with which text).
 */
export function AdminNumberField<V extends FieldValues>({
  min,
  max,
  step,
  ...base
}: AdminNumberFieldProps<V>) {
  return (
    <AdminBoundField<V> {...base}>
      {(control, field) => {
        const value = field.value as number | null | undefined;
        return (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            className={styles.input}
            value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
            onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
            min={min}
            max={max}
            step={step}
          />
        );
      }}
    </AdminBoundField>
  );
}

export interface AdminSelectFieldProps<V extends FieldValues> extends BaseFieldProps<V> {
  options: readonly { value: string; label: string }[];
  /** Text of an empty first option (value ""); omit for no empty option. */
  placeholder?: string;
}

/** A select bound to the editor's form. */
export function AdminSelectField<V extends FieldValues>({
  readOnly: _readOnly,
  options,
  placeholder,
  ...base
}: AdminSelectFieldProps<V>) {
  return (
    <AdminBoundField<V> {...base}>
      {(control, field) => (
        <select {...control} className={styles.select} value={(field.value ?? '') as string}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </AdminBoundField>
  );
}

/** ACTIVE / INACTIVE as a select (spec §4 "Admin items") for editors. */
export function AdminStatusField<V extends FieldValues>(
  props: Omit<AdminSelectFieldProps<V>, 'options'>,
) {
  const { t } = useTranslation();
  return (
    <AdminSelectField<V>
      {...props}
      options={ADMIN_STATUSES.map((s) => ({
        value: s,
        label: s === 'ACTIVE' ? t('adminCore.kit.active') : t('adminCore.kit.inactive'),
      }))}
    />
  );
}

/** A checkbox bound to a boolean of the editor's form. */
export function AdminCheckboxField<V extends FieldValues>({
  name,
  label,
  hint,
  wide,
  disabled,
}: BaseFieldProps<V>) {
  const { field, fieldState } = useField<V>(name);
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div className={clsx(styles.field, wide && styles.fieldWide, error && styles.invalid)}>
      <label htmlFor={id} className={styles.checkbox}>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="checkbox"
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §5 comma/newline list (ids of facts, quizzes, badges, books…): kept as text in the form;
 * shows how many items it holds. Split it in the schema with `idListTextSchema` / `splitList`.
 */
export function AdminListField<V extends FieldValues>({
  hint,
  wide = true,
  readOnly: _readOnly,
  rows = 3,
  ...base
}: BaseFieldProps<V> & { rows?: number }) {
  const { t } = useTranslation();
  return (
    <AdminBoundField<V>
      {...base}
      wide={wide}
      hint={(value) => (
        <>
          {hint ?? t('adminCore.kit.listHint')} ·{' '}
          {t('adminCore.kit.listCount', { count: splitList((value ?? '') as string).length })}
        </>
      )}
    >
      {(control, field) => (
        <textarea
          {...control}
          aria-required={undefined}
          className={styles.textarea}
          value={(field.value ?? '') as string}
          rows={rows}
        />
      )}
    </AdminBoundField>
  );
}

/** Spec §5 hex colour ("#RRGGBB"; "Incorrect HEX color code" comes from the schema) with a swatch. */
export function AdminColorField<V extends FieldValues>({
  readOnly: _readOnly,
  ...base
}: BaseFieldProps<V>) {
  return (
    <AdminBoundField<V> {...base}>
      {(control, field) => {
        const value = (field.value ?? '') as string;
        return (
          <div className={styles.colorRow}>
            <span
              className={styles.swatch}
              aria-hidden="true"
              style={{ background: isHexColor(value) ? value : 'transparent' }}
            />
            <input
              {...control}
              className={styles.input}
              value={value}
              placeholder="#RRGGBB"
              maxLength={7}
              spellCheck={false}
            />
          </div>
        );
      }}
    </AdminBoundField>
  );
}

/** Lays fields out in a responsive grid inside an editor. */
export function AdminFieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.fieldGrid}>{children}</div>;
}

/** Read-only facts of an item (e.g. a customer's subscription) as a definition list. */
export function AdminDetails({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item, i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
