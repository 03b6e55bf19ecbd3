import type { AriaAttributes, HTMLAttributes, Key, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './data-table.module.css';

/** One column of a DataTable: its heading and how a row fills its cell. */
export interface Column<Row> {
  /** Stable per table; with `dataCol` the cells carry it as `data-col`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A figure: right-aligned, tabular digits, on one line (heading and cells). */
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The cells carry `data-col={key}` (tests find a figure by it). */
  dataCol?: boolean;
  /** A class for the heading and the cells (e.g. left out of print). */
  className?: string;
  /** A class for the cells only. */
  cellClassName?: string;
  /** The heading's `aria-sort` when the table is sorted by this column. */
  sort?: AriaAttributes['aria-sort'];
}

type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Attributes of a row's `<tr>` (data attributes, a class). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  caption?: ReactNode;
  /** The caption is for screen readers only. */
  hideCaption?: boolean;
  /** Said in one row across the columns when there are no rows (no row when absent). */
  empty?: ReactNode;
  /**
   * `figures` (the class dashboards): headings and row names on one line, cells centred;
   * `report` (the parent dashboard): cells aligned at their top;
   * `list` (the admin lists): a framed box, shaded headings, roomier rows that light up under
   * the pointer, a centred empty row.
   */
  variant?: 'figures' | 'report' | 'list';
  /** Scrolls sideways in its own box where the page is too narrow. */
  scroll?: boolean;
  'aria-label'?: string;
  /** The rows are being (re)loaded. */
  'aria-busy'?: boolean;
  'data-testid'?: string;
}

/** A table of rows by a typed column list (grown-ups' dashboards and reports). */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  hideCaption,
  empty,
  variant = 'figures',
  scroll,
  ...rest
}: DataTableProps<Row>) {
  const headClass = (c: Column<Row>) => clsx(c.numeric && styles.num, c.className) || undefined;
  const cellClass = (c: Column<Row>) => clsx(headClass(c), c.cellClassName) || undefined;
  const table = (
    <table className={clsx(styles.table, styles[variant])} {...rest}>
      {caption !== undefined ? (
        <caption className={hideCaption ? 'pb-visually-hidden' : undefined}>{caption}</caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" aria-sort={c.sort} className={headClass(c)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={rowKey(row, i)} {...rowProps?.(row)}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.key}
                    scope={c.rowHeader ? 'row' : undefined}
                    className={cellClass(c)}
                    data-col={c.dataCol ? c.key : undefined}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return scroll ? (
    <div className={clsx(styles.scroll, variant === 'list' && styles.listBox)}>{table}</div>
  ) : (
    table
  );
}
