import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import styles from './menu.module.css';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  /** Plain text of the label, for type-ahead. */
  textValue: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  /** A separator goes before this item. */
  separatorBefore?: boolean;
  onAction: () => void;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  items: DropdownItem[];
  header?: ReactNode;
  triggerClassName?: string;
  /** Open from the start (pressed before its code had loaded: see the account menu). */
  defaultOpen?: boolean;
  /** The trigger takes the focus when it appears (it replaces a look-alike that had it). */
  autoFocus?: boolean;
}

/** A keyboard-accessible dropdown menu. */
export function DropdownMenu({
  label,
  trigger,
  items,
  header,
  triggerClassName,
  defaultOpen,
  autoFocus,
}: DropdownMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton
        aria-label={label}
        className={clsx(styles.trigger, triggerClassName)}
        autoFocus={autoFocus}
      >
        {trigger}
        <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        {header ? <div className={styles.header}>{header}</div> : null}
        <Menu className={styles.menu} aria-label={label}>
          {items.flatMap((item) => {
            const el = (
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.textValue}
                className={clsx(styles.item, item.tone === 'danger' && styles.danger)}
                onAction={item.onAction}
              >
                {item.icon}
                <span>{item.label}</span>
              </MenuItem>
            );
            return item.separatorBefore
              ? [<Separator key={`${item.id}-sep`} className={styles.separator} />, el]
              : [el];
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
