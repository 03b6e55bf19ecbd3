/**
 * Spec §5: an educator profile is incomplete without title and role; a school is incomplete
 * without hours and a location. Admin book save checks creator names against existing ones.
 */

type Ref = { id?: unknown } | string | number | null | undefined;

const present = (v: Ref): boolean => {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  if (typeof v === 'number') return true;
  return v.id !== null && v.id !== undefined && v.id !== '';
};

export function isEducatorProfileComplete(profile: { title?: Ref; educatorRole?: Ref }): boolean {
  return present(profile.title) && present(profile.educatorRole);
}

export function isSchoolComplete(school: {
  hours?: { hoursFrom?: string | null; hoursTo?: string | null } | null;
  locationId?: Ref;
  location?: Ref;
}): boolean {
  const hours = !!school.hours?.hoursFrom?.trim() && !!school.hours.hoursTo?.trim();
  return hours && (present(school.locationId) || present(school.location));
}

const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The creator names (authors, editors, illustrators) not among `known`, compared without case
 * and extra spaces; each unknown name once, in first-seen order.
 */
export function findUnknownCreators(names: readonly string[], known: Iterable<string>): string[] {
  const knownSet = new Set([...known].map(norm));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const n = norm(name);
    if (!n || knownSet.has(n) || seen.has(n)) continue;
    seen.add(n);
    out.push(name.trim());
  }
  return out;
}

/** The admin's "NO" answer: drop the unknown names from a creator list. */
export function withoutCreators(names: readonly string[], unknown: readonly string[]): string[] {
  const drop = new Set(unknown.map(norm));
  return names.filter((n) => !drop.has(norm(n)));
}
