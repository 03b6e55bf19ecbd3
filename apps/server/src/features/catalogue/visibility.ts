import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { Role, WORLD_TERRITORY, type UserSegment } from '@pagebird/contract';

/**
 * Who is looking at the catalogue, with everything the visibility rule needs. Built once per
 * request (viewer.repo.ts) and handed to every catalogue, search, favorites and collections
 * query, which all filter books through `visibleBookSql` below — the ONE place of the rule.
 */
export interface Viewer {
  userId: string;
  role: Role;
  /** First name (owner name of collections). */
  name: string;
  /** Catalogue segment of the role; null for admins (they see every segment). */
  segment: UserSegment | null;
  /** ISO 3166-1 alpha-2 country of the request; null for admins (every territory). */
  territory: string | null;
  /** CHILD and STUDENT with a known birth year; null otherwise (no age limit). */
  age: number | null;
  /** Interest area ids of the profile (users.interests). */
  interests: string[];
  /** STUDENT: the classrooms the student belongs to. */
  classroomIds: string[];
  /** Books hidden from this profile, directly or through one of its classrooms. */
  hiddenBookIds: string[];
  /** STUDENT: the school of the signed-in classroom (for the school-hours rule). */
  school: { timeZone: string; hoursFrom: string; hoursTo: string } | null;
  /**
   * The profile's favourites and reading progress, loaded with the viewer (viewer.repo.ts) so a
   * book's details need no query. Absent (viewers built elsewhere): details read them from
   * PostgreSQL.
   */
  marks?: ViewerBookMarks;
}

export type ReadingStatus = 'NOT_STARTED' | 'STARTED' | 'COMPLETED';

/**
 * A profile's own marks on books, bounded (the most recent ones). When a list was cut, a book
 * missing from it is unknown rather than "not a favourite" / "not started".
 */
export interface ViewerBookMarks {
  favorites: ReadonlySet<string>;
  /** `favorites` holds every favourite of the profile. */
  allFavorites: boolean;
  progress: ReadonlyMap<string, ReadingStatus>;
  /** `progress` holds every reading-progress row of the profile. */
  allProgress: boolean;
}

/** Spec §3: PARENT and CHILD read the CONSUMER catalogue, TEACHER and STUDENT the EDUCATOR one. */
export function segmentOfRole(role: Role): UserSegment | null {
  switch (role) {
    case Role.PARENT:
    case Role.CHILD:
      return 'CONSUMER';
    case Role.TEACHER:
    case Role.STUDENT:
      return 'EDUCATOR';
    default:
      return null;
  }
}

/** Where the country of a request comes from (config `territory`). */
export interface TerritorySettings {
  defaultCountry: string;
  /** Header set by the CDN / load balancer; unset → no header is trusted. */
  countryHeader: string | undefined;
}

/** The function routes use to find a request's country. */
export type TerritoryOf = (req: {
  headers: Record<string, string | string[] | undefined>;
}) => string;

/**
 * The country of a request. There is no country on the account yet: the configured header (set
 * by the CDN or load balancer in front of the app, which overwrites what clients send) when it
 * holds a two-letter code, else the configured default country.
 */
export function territoryResolver(settings: TerritorySettings): TerritoryOf {
  const header = settings.countryHeader;
  return (req) => {
    if (!header) return settings.defaultCountry;
    const raw = req.headers[header];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : settings.defaultCountry;
  };
}

const col = (alias: string, column: string) => sql.raw(`${alias}.${column}`);

/**
 * A JS array as ONE bind parameter (Drizzle's `sql` spreads a bare array into a value list);
 * node-postgres sends it as an array literal. Cast it in SQL: `${sqlArray(ids)}::uuid[]`.
 */
/**
 * A timestamptz column as an ISO-8601 UTC string ("2026-01-02T03:04:05.678Z"), the format of
 * Date#toISOString (raw queries get timestamps from Drizzle's driver as unparsed text).
 */
export const isoSql = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const sqlArray = (values: readonly string[]): SQL => sql`${sql.param(values)}`;

/**
 * Everything of the visibility rule except the territory, for the books table under `alias`:
 * ACTIVE, in the viewer's segment, suitable for a kid's age, not hidden from the viewer.
 */
export function availableBookSql(v: Viewer, alias = 'b'): SQL {
  const parts: SQL[] = [sql`${col(alias, 'status')} = 'ACTIVE'`];
  if (v.segment) parts.push(sql`${v.segment}::text = ANY(${col(alias, 'user_segments')})`);
  if (v.age !== null) {
    parts.push(sql`${col(alias, 'age_min')} <= ${v.age}::int`);
    parts.push(sql`${col(alias, 'age_max')} >= ${v.age}::int`);
  }
  if (v.hiddenBookIds.length > 0) {
    parts.push(sql`NOT (${col(alias, 'id')} = ANY(${sqlArray(v.hiddenBookIds)}::uuid[]))`);
  }
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/** The territory part of the rule: the viewer's country or WORLD is among the book's territories. */
export function territorySql(v: Viewer, alias = 'b'): SQL {
  if (v.territory === null) return sql`TRUE`;
  return sql`(${col(alias, 'sales_territories')} && ARRAY[${v.territory}::text, ${WORLD_TERRITORY}::text])`;
}

/**
 * The attributes of a book the visibility rule reads, as the catalogue read model keeps them
 * (details-read-model.ts); ids are PostgreSQL's lower-case uuid text.
 */
export interface BookVisibilityAttrs {
  id: string;
  status: string;
  user_segments: readonly (string | null)[];
  age_min: number;
  age_max: number;
  sales_territories: readonly (string | null)[];
}

const hiddenSets = new WeakMap<readonly string[], ReadonlySet<string>>();
/** The viewer's hidden books as a set, built once per loaded viewer (the array is shared). */
function hiddenSet(ids: readonly string[]): ReadonlySet<string> {
  let set = hiddenSets.get(ids);
  if (!set) {
    set = new Set(ids.map((id) => id.toLowerCase()));
    hiddenSets.set(ids, set);
  }
  return set;
}

/**
 * `availableBookSql` in JavaScript, for a book held in memory: the SAME rule, clause by clause
 * (visibility.parity.test.ts checks both against PostgreSQL over a matrix of books and viewers).
 * A SQL NULL (an array element, a comparison with one) counts as false, as in a WHERE clause.
 */
export function isBookAvailable(v: Viewer, b: BookVisibilityAttrs): boolean {
  if (b.status !== 'ACTIVE') return false;
  if (v.segment && !b.user_segments.includes(v.segment)) return false;
  if (v.age !== null && !(b.age_min <= v.age && b.age_max >= v.age)) return false;
  if (v.hiddenBookIds.length > 0 && hiddenSet(v.hiddenBookIds).has(b.id)) return false;
  return true;
}

/** `territorySql` in JavaScript: the viewer's country or WORLD is among the book's territories. */
export function isInTerritory(v: Viewer, b: BookVisibilityAttrs): boolean {
  if (v.territory === null) return true;
  return b.sales_territories.includes(v.territory) || b.sales_territories.includes(WORLD_TERRITORY);
}

/** The whole visibility rule for the books table under `alias`. */
export function visibleBookSql(v: Viewer, alias = 'b'): SQL {
  return sql`(${availableBookSql(v, alias)} AND ${territorySql(v, alias)})`;
}

/**
 * Viewers with the same key see exactly the same books (segment, territory, kid age, hidden
 * books): results computed for one may be reused for the other (search cache).
 */
export function visibilityKey(v: Viewer): string {
  const hidden =
    v.hiddenBookIds.length === 0
      ? ''
      : createHash('sha1')
          .update([...v.hiddenBookIds].sort().join(','))
          .digest('base64url');
  return [v.segment ?? '*', v.territory ?? '*', v.age ?? '-', hidden].join('|');
}
