import { dictionaryApi } from '@pagebird/contract';
import { errorBodySchema, type Router } from '../../lib/route.ts';
import type { DictionaryService } from './dictionary.service.ts';

/** Thin route: contract endpoint → service call (404 "Word not found." documented). */
export function registerDictionaryRoutes(r: Router, dictionary: DictionaryService): void {
  r.route(
    dictionaryApi.lookup,
    ({ requireAuth, params }) => dictionary.lookup(requireAuth(), params.word),
    { responses: { 404: errorBodySchema } },
  );
}
