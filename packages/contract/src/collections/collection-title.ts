import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';

/** Spec §5: a collection title is required, at most COLLECTION_TITLE_MAX characters. */
export const COLLECTION_TITLE_MAX = 40;
const uuid = z.string().uuid();

export const collectionTitleSchema = z
  .string({ error: MESSAGES.collectionTitleRequired })
  .trim()
  .min(1, MESSAGES.collectionTitleRequired)
  .max(COLLECTION_TITLE_MAX, MESSAGES.collectionTitleTooLong);

export const createCollectionBodySchema = z.object({
  title: collectionTitleSchema,
  /** Books to put in the new collection at once (the add_to_collection modal). */
  contentIds: z.array(uuid).max(500).optional(),
});
export const updateCollectionBodySchema = z.object({ title: collectionTitleSchema });
