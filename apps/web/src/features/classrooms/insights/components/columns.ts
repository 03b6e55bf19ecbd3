import type { TFunction } from 'i18next';
import type { Column } from '../../../../components/ui/data-table.tsx';

/** The book's title naming the row (the class's books, a student's books). */
export const bookColumn = <Row extends { book: { title: string } }>(t: TFunction): Column<Row> => ({
  key: 'book',
  rowHeader: true,
  header: t('classInsights.classDashboard.booksColumns.book'),
  cell: (r) => r.book.title,
});

/** A student's first and last names (the roster preview, the imported students). */
export const nameColumns = <Row extends { firstName: string; lastName: string }>(
  t: TFunction,
): Column<Row>[] => [
  {
    key: 'firstName',
    header: t('classInsights.roster.columns.firstName'),
    cell: (r) => r.firstName,
  },
  { key: 'lastName', header: t('classInsights.roster.columns.lastName'), cell: (r) => r.lastName },
];
