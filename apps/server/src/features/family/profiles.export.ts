import {
  READING_LEVEL_SYSTEM_INFO,
  GRADES,
  capitalizeName,
  formatApproximateLevel,
  type ChildExport,
  type ChildExportSummary,
} from '@pagebird/contract';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import type { ProfilesRepo } from './profiles.repo.ts';
import type { ProfilesService } from './profiles.service.ts';

const minutes = (seconds: number) => Math.round(seconds / 60);
const iso = (d: Date | string | null) =>
  d === null ? null : d instanceof Date ? d.toISOString() : d;

/** JSON-safe copy of a database row (dates as ISO strings, bigints as numbers). */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : v,
    ]),
  );
}

/**
 * A child's data export (issue 11 item 9): the profile, the figures the parent dashboard shows
 * (books started and finished, minutes read per day, quiz results, badges, words looked up,
 * reading level over time, recent activity) and every stored row that names the child, found
 * through the live schema's foreign keys — so a table added later is exported too.
 */
export function createChildExport(deps: {
  repo: ProfilesRepo;
  profiles: ProfilesService;
  clock: Clock;
}) {
  const { repo, profiles, clock } = deps;

  async function summaryOf(
    childId: string,
    tables: ChildExport['tables'],
  ): Promise<ChildExportSummary> {
    const [bookRows, perDay, quizzes, badgeRows, balance, activity] = await Promise.all([
      repo.booksOf(childId),
      repo.secondsPerDay(childId),
      repo.quizzesOf(childId),
      repo.badgesOf(childId),
      repo.balanceOf(childId),
      repo.activityOf(childId),
    ]);
    const minutesPerDay = perDay.map((d) => ({ day: d.day, minutes: minutes(d.seconds) }));
    // Dictionary look-ups are kept by the insights feature (`word_lookups`, one row per look-up):
    // read from the exported rows, so the figures and the raw rows always agree.
    const lookups = (tables.word_lookups ?? []) as Array<{ word?: unknown; at?: unknown }>;
    const byWord = new Map<string, { word: string; count: number; lastAt: string }>();
    for (const l of lookups) {
      const word = String(l.word ?? '');
      const at = String(l.at ?? '');
      const w = byWord.get(word) ?? { word, count: 0, lastAt: at };
      w.count += 1;
      if (at > w.lastAt) w.lastAt = at;
      byWord.set(word, w);
    }
    const words = [...byWord.values()].sort(
      (a, b) => b.count - a.count || a.word.localeCompare(b.word),
    );
    const done = quizzes.filter((q) => q.completed);
    const asked = done.reduce((n, q) => n + q.total, 0);
    return {
      booksStarted: bookRows.length,
      booksFinished: bookRows.filter((b) => b.status === 'COMPLETED').length,
      minutesRead: minutes(perDay.reduce((s, d) => s + d.seconds, 0)),
      quizzesCompleted: done.length,
      quizAverage: asked
        ? Math.round((100 * done.reduce((n, q) => n + q.correct, 0)) / asked)
        : null,
      badgesEarned: badgeRows.length,
      words,
      minutesPerDay,
      quizzes: done.map((q) => ({
        quizType: q.quizType,
        subject: q.bookTitle ?? q.subjectKey,
        correct: q.correct,
        total: q.total,
        stars: q.stars,
        completedAt: iso(q.completedAt),
      })),
      badges: badgeRows.map((b) => ({
        id: b.id,
        name: b.name,
        earnedAt: b.earnedAt.toISOString(),
      })),
      wordsLookedUp: lookups.length,
      points: balance.points,
      gems: balance.gems,
      level: balance.level,
      books: bookRows.map((b) => ({
        bookId: b.bookId,
        title: b.title,
        status: b.status,
        startedAt: b.startedAt.toISOString(),
        completedAt: iso(b.completedAt),
        minutesRead: minutes(b.seconds),
      })),
      recentActivity: activity.map((a) => ({
        at: a.at.toISOString(),
        kind: a.kind,
        subject: a.subject,
      })),
    };
  }

  async function build(auth: AuthContext, childId: string): Promise<ChildExport> {
    requireParentGate(auth);
    const row = await profiles.ownChild(auth, childId);
    const child = await profiles.childDto(row);
    const raw = await repo.rowsNaming(row.id);
    const tables = Object.fromEntries(
      Object.entries(raw).map(([name, rows]) => [name, rows.map(plain)]),
    );
    return {
      exportedAt: clock.now().toISOString(),
      format: 'pagebird.child-export.v1',
      child,
      summary: await summaryOf(row.id, tables),
      tables,
    };
  }

  return {
    json: build,
    html: async (auth: AuthContext, id: string) => renderHtml(await build(auth, id)),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function table(headers: string[], rows: unknown[][]): string {
  if (!rows.length) return '<p class="none">None yet.</p>';
  return `<table><thead><tr>${headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

const day = (isoText: string | null) => (isoText ? isoText.slice(0, 10) : '—');

/** The export as one self-contained, printable HTML page (no scripts, no outside resources). */
export function renderHtml(e: ChildExport): string {
  const c = e.child;
  const s = e.summary;
  const name = capitalizeName([c.name, c.surname].filter(Boolean).join(' '));
  const grade = GRADES.find((g) => g.id === c.gradeId)?.name ?? '—';
  const rawTables = Object.entries(e.tables)
    .map(([tableName, rows]) => {
      const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      return `<details><summary>${escapeHtml(tableName)} (${rows.length})</summary>${table(
        cols,
        rows.map((r) =>
          cols.map((k) =>
            typeof r[k] === 'object' && r[k] !== null ? JSON.stringify(r[k]) : r[k],
          ),
        ),
      )}</details>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} — Pagebird data export</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#1f2933;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid #d9e2ec;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d9e2ec;padding:.3rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
th{background:#f0f4f8}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
.figures{display:flex;flex-wrap:wrap;gap:.75rem;padding:0;list-style:none}.figures li{border:1px solid #d9e2ec;border-radius:8px;padding:.5rem .9rem}
.figures strong{display:block;font-size:1.3rem}.none{color:#52606d}details{margin:.4rem 0}summary{cursor:pointer;font-weight:600}
@media print{details{display:block}details>*{display:block}}
</style></head><body>
<h1>${escapeHtml(name)}</h1>
<p>Everything Pagebird keeps about this profile, exported ${escapeHtml(e.exportedAt.replace('T', ' ').slice(0, 16))} UTC.</p>
<h2>Profile</h2>
<dl><dt>Name</dt><dd>${escapeHtml(name)}</dd><dt>Age</dt><dd>${escapeHtml(c.ageId ?? '—')}</dd>
<dt>Grade</dt><dd>${escapeHtml(grade)}</dd><dt>Avatar</dt><dd>${escapeHtml(c.avatarSettings.avatar?.id ?? '—')}</dd>
<dt>Interests</dt><dd>${escapeHtml(c.interests.join(', ') || '—')}</dd>
<dt>Reading level</dt><dd>${escapeHtml(formatApproximateLevel(c.currentApproximateReadingLevel))}</dd>
<dt>Profile created</dt><dd>${escapeHtml(day(c.profileCreationDate))}</dd></dl>
<h2>At a glance</h2>
<ul class="figures">
<li><strong>${s.booksStarted}</strong>books started</li><li><strong>${s.booksFinished}</strong>books finished</li>
<li><strong>${s.minutesRead}</strong>minutes read</li><li><strong>${s.quizzesCompleted}</strong>quizzes done${s.quizAverage === null ? '' : ` (${s.quizAverage}% right)`}</li>
<li><strong>${s.badgesEarned}</strong>badges</li><li><strong>${s.wordsLookedUp}</strong>words looked up</li>
<li><strong>${s.points}</strong>points</li><li><strong>${s.gems}</strong>gems</li><li><strong>${s.level}</strong>level</li></ul>
<h2>Reading level over time</h2>
${table(
  ['Date taken', 'System', 'Level', 'Approximate level'],
  c.readingLevelHistory.map((r) => [
    r.dateTaken,
    READING_LEVEL_SYSTEM_INFO[r.readingLevelSystem].name,
    r.readingLevelValue,
    formatApproximateLevel(r.approximateReadingLevel),
  ]),
)}
<h2>Minutes read per day</h2>
${table(
  ['Day', 'Minutes'],
  s.minutesPerDay.map((d) => [d.day, d.minutes]),
)}
<h2>Books</h2>
${table(
  ['Title', 'Status', 'Started', 'Finished', 'Minutes'],
  s.books.map((b) => [b.title, b.status, day(b.startedAt), day(b.completedAt), b.minutesRead]),
)}
<h2>Quiz results</h2>
${table(
  ['Quiz', 'About', 'Correct', 'Stars', 'Completed'],
  s.quizzes.map((q) => [
    q.quizType,
    q.subject,
    `${q.correct}/${q.total}`,
    q.stars,
    day(q.completedAt),
  ]),
)}
<h2>Words looked up</h2>
${table(
  ['Word', 'Times', 'Last'],
  s.words.map((w) => [w.word, w.count, day(w.lastAt)]),
)}
<h2>Badges</h2>
${table(
  ['Badge', 'Earned'],
  s.badges.map((b) => [b.name, day(b.earnedAt)]),
)}
<h2>Recent activity</h2>
${table(
  ['When', 'What', 'About'],
  s.recentActivity.map((a) => [a.at.replace('T', ' ').slice(0, 16), a.kind, a.subject]),
)}
<h2>All stored records</h2>
<p>Every row that refers to this profile, table by table.</p>
${rawTables || '<p class="none">None.</p>'}
</body></html>`;
}
