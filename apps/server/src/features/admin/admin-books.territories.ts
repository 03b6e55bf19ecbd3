import { WORLD_TERRITORY } from '@pagebird/contract';

/** Region codes Intl knows that are not countries or territories one sells in. */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'ZZ',
  'XA',
  'XB',
  'AC',
  'CP',
  'DG',
  'TA',
  'IC',
  'EA',
]);

let cached: Array<{ code: string; name: string }> | null = null;

/**
 * Sales territories of the book editor: WORLD, then every ISO 3166-1 alpha-2 region the
 * runtime's CLDR data names (Intl.DisplayNames answers the code itself for unknown ones).
 */
export function salesTerritories(): Array<{ code: string; name: string }> {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const out: Array<{ code: string; name: string }> = [];
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) out.push({ code, name });
    }
  }
  out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  cached = [{ code: WORLD_TERRITORY, name: 'World' }, ...out];
  return cached;
}
