import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import clsx from 'clsx';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Error text (spec texts from the contract schemas). */
  error?: string;
  hint?: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Trailing control inside the field (e.g. the password toggle). */
  trailing?: ReactNode;
  /** Text shown by the counter of spec §5; defaults to "n/max Characters". */
  counterText?: (count: number, max: number) => string;
}

export const defaultCounterText = (count: number, max: number) => `${count}/${max} Characters`;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A labelled text input with error text and the "n/max Characters" counter when maxLength is set. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  maxLength,
  onChange,
  ref,
  trailing,
  counterText = defaultCounterText,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const controlled = typeof rest.value === 'string';
  const [count, setCount] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  const shown = controlled ? String(rest.value).length : count;

  // Form libraries set values through the ref; read the length once the input exists.
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      assignRef(ref, el);
      if (el && !controlled) setCount(el.value.length);
    },
    [ref, controlled],
  );

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    setCount(e.target.value.length);
    onChange?.(e);
  };

  const describedBy =
    [error ? errorId : null, hint ? hintId : null, maxLength ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      className={clsx(
        styles.field,
        error && styles.invalid,
        trailing && styles.withToggle,
        className,
      )}
    >
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={clsx(styles.label, hideLabel && 'pb-visually-hidden')}>
          {label}
        </label>
        {maxLength ? (
          <span id={counterId} className={styles.counter} aria-live="polite">
            {counterText(shown, maxLength)}
          </span>
        ) : null}
      </div>
      <div className={styles.control}>
        <input
          id={inputId}
          ref={setRef}
          className={styles.input}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
          {...rest}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel?: string;
  hideLabelText?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel = 'Show password',
  hideLabelText = 'Hide password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabelText : showLabel}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}
