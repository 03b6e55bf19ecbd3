import { parse } from 'csv-parse/sync';
import {
  AppErrorCode,
  CLASS_INSIGHTS_MESSAGES,
  MAX_STUDENTS_PER_CLASS,
  ROSTER_MAX_ROWS,
  gradeFromCell,
  newStudentSchema,
  type NewStudent,
  type RosterCreateBody,
  type RosterImportBody,
  type RosterImportResult,
  type RosterPreview,
  type RosterRow,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ClassInsightsRepo } from './class-insights.repo.ts';
import type { ClassesService } from './classes.service.ts';

const key = (first: string, last: string) =>
  `${first.trim().toLowerCase()}\u0000${last.trim().toLowerCase()}`;

const isHeader = (cells: string[]) =>
  /first|given|name/i.test(cells[0] ?? '') && gradeFromCell(cells[2] ?? '') === null;

/** Read the CSV into lines of cells (a file that is not CSV is a 400 naming the reason). */
function readCsv(csv: string): Array<{ line: number; cells: string[] }> {
  try {
    const records = parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^Invalid[^:]*:\s*/, '') : String(e);
    const message = CLASS_INSIGHTS_MESSAGES.csvUnreadable(reason.slice(0, 160));
    throw new AppError(AppErrorCode.VALIDATION, message, { csv: message });
  }
}

/**
 * Roster import (issue 12 item 7): a class from a CSV of first name, last name and grade. The
 * preview writes nothing; the import checks the same file again and adds its valid rows through
 * the classes service (same rules, PINs made there, one transaction) — or creates the class.
 */
export function createRosterService(deps: { repo: ClassInsightsRepo; classes: ClassesService }) {
  const { repo, classes } = deps;

  async function preview(
    auth: AuthContext,
    csv: string,
    classroomId?: string,
  ): Promise<RosterPreview> {
    let existing: Array<{ first_name: string; last_name: string }> = [];
    if (classroomId) {
      const c = await repo.ownClass(auth.user.id, classroomId);
      if (!c) throw new AppError(AppErrorCode.NOT_FOUND, CLASS_INSIGHTS_MESSAGES.classNotFound);
      existing = await repo.students([c.id]);
    }
    const lines = readCsv(csv);
    const headerSkipped = lines.length > 0 && isHeader(lines[0]!.cells);
    const body = headerSkipped ? lines.slice(1) : lines;
    const inClass = new Set(existing.map((s) => key(s.first_name, s.last_name)));
    const seen = new Set<string>();
    const rows: RosterRow[] = body.map(({ line, cells }) => {
      const [firstName = '', lastName = '', grade = ''] = cells;
      const errors: string[] = [];
      if (cells.filter((c) => c !== '').length > 3 || cells.length < 3) {
        errors.push(CLASS_INSIGHTS_MESSAGES.rowColumns);
      }
      const gradeId = gradeFromCell(grade);
      const parsed = newStudentSchema.safeParse({ firstName, lastName, gradeId: gradeId ?? -1 });
      if (!parsed.success) {
        for (const i of parsed.error.issues) {
          const msg = i.path[0] === 'gradeId' ? CLASS_INSIGHTS_MESSAGES.rowGrade : i.message;
          if (!errors.includes(msg)) errors.push(msg);
        }
      }
      const k = key(firstName, lastName);
      if (firstName && lastName) {
        if (inClass.has(k)) errors.push(CLASS_INSIGHTS_MESSAGES.rowExisting);
        else if (seen.has(k)) errors.push(CLASS_INSIGHTS_MESSAGES.rowDuplicate);
        seen.add(k);
      }
      return { line, firstName, lastName, grade, gradeId, errors };
    });
    const valid = rows.filter((r) => r.errors.length === 0).length;
    const fileErrors: string[] = [];
    if (rows.length === 0) fileErrors.push(CLASS_INSIGHTS_MESSAGES.noRows);
    if (rows.length > ROSTER_MAX_ROWS) fileErrors.push(CLASS_INSIGHTS_MESSAGES.tooManyRows);
    const room = MAX_STUDENTS_PER_CLASS - existing.length;
    if (valid > room) fileErrors.push(CLASS_INSIGHTS_MESSAGES.classFull(Math.max(0, room)));
    return { rows, valid, invalid: rows.length - valid, fileErrors, headerSkipped };
  }

  /** The rows to import, after the same checks as the preview the educator confirmed. */
  function confirmed(p: RosterPreview, body: RosterImportBody): NewStudent[] {
    if (p.fileErrors.length) {
      throw new AppError(AppErrorCode.VALIDATION, p.fileErrors[0]!, { csv: p.fileErrors[0]! });
    }
    if (p.valid === 0) {
      const m = CLASS_INSIGHTS_MESSAGES.nothingToImport;
      throw new AppError(AppErrorCode.VALIDATION, m, { csv: m });
    }
    if (p.valid !== body.expectedValid) {
      throw new AppError(AppErrorCode.CONFLICT, CLASS_INSIGHTS_MESSAGES.previewChanged);
    }
    return p.rows
      .filter((r) => r.errors.length === 0)
      .map((r) => ({ firstName: r.firstName, lastName: r.lastName, gradeId: r.gradeId! }));
  }

  return {
    preview,

    async importInto(
      auth: AuthContext,
      classroomId: string,
      body: RosterImportBody,
    ): Promise<RosterImportResult> {
      const p = await preview(auth, body.csv, classroomId);
      const students = confirmed(p, body);
      const before = new Set((await repo.students([classroomId])).map((s) => s.id));
      const detail = await classes.addStudents(auth, classroomId, students);
      const added = detail.students.filter((s) => !before.has(s.id));
      return {
        classroomId,
        message: CLASS_INSIGHTS_MESSAGES.imported(added.length),
        imported: added.map((s) => ({
          id: s.id,
          firstName: s.firstName,
          lastName: s.lastName,
          passCode: s.passCode,
        })),
        skipped: p.rows.filter((r) => r.errors.length > 0),
      };
    },

    async createClass(auth: AuthContext, body: RosterCreateBody): Promise<RosterImportResult> {
      const p = await preview(auth, body.csv);
      const students = confirmed(p, body);
      const detail = await classes.create(auth, {
        name: body.name,
        gradeId: body.gradeId,
        students,
      });
      return {
        classroomId: detail.id,
        message: CLASS_INSIGHTS_MESSAGES.imported(detail.students.length),
        imported: detail.students.map((s) => ({
          id: s.id,
          firstName: s.firstName,
          lastName: s.lastName,
          passCode: s.passCode,
        })),
        skipped: p.rows.filter((r) => r.errors.length > 0),
      };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
