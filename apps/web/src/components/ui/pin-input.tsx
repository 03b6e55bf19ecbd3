import { useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './pin-input.module.css';

export interface PinInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called when every box is filled. */
  onComplete?: (value: string) => void;
  length?: number;
  label: ReactNode;
  hideLabel?: boolean;
  invalid?: boolean;
  /** Id of the element describing the error. */
  errorId?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Show digits instead of dots. */
  reveal?: boolean;
  digitLabel?: (index: number, length: number) => string;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/** Big digit boxes for a PIN, with the numeric keyboard on phones and tablets. */
export function PinInput({
  value,
  onChange,
  onComplete,
  length = 4,
  label,
  hideLabel,
  invalid,
  errorId,
  autoFocus,
  disabled,
  reveal = false,
  digitLabel = (i, n) => `Digit ${i + 1} of ${n}`,
}: PinInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const commit = (next: string) => {
    const v = onlyDigits(next).slice(0, length);
    onChange(v);
    if (v.length === length) onComplete?.(v);
  };

  const setDigit = (i: number, d: string) => {
    const arr = digits.slice();
    arr[i] = d;
    // Keep digits contiguous: a box can only be filled after the ones before it.
    commit(arr.join(''));
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (digits[i]) setDigit(i, '');
      else if (i > 0) {
        const arr = digits.slice();
        arr[i - 1] = '';
        commit(arr.join(''));
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (/^\d$/.test(e.key)) {
      e.preventDefault();
      const target = Math.min(i, value.length);
      setDigit(target, e.key);
      focus(target + 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = onlyDigits(e.clipboardData.getData('text'));
    if (!pasted) return;
    commit(pasted);
    focus(pasted.length);
  };

  return (
    <fieldset className={clsx(styles.group, invalid && styles.invalid)} disabled={disabled}>
      <legend className={clsx(styles.legend, hideLabel && 'pb-visually-hidden')}>{label}</legend>
      <div className={styles.boxes}>
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className={clsx(styles.box, d && styles.filled)}
            type={reveal ? 'text' : 'password'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            value={d}
            aria-label={digitLabel(i, length)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            autoFocus={autoFocus && i === 0}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onChange={(e) => {
              // Soft keyboards that do not send key events end up here.
              const d2 = onlyDigits(e.target.value).slice(-1);
              if (!d2) return;
              const target = Math.min(i, value.length);
              setDigit(target, d2);
              focus(target + 1);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
