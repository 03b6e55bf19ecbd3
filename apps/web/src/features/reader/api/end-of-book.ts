import { queryOptions, useQuery } from '@tanstack/react-query';
import { readerApi, type DEVICE_TYPES } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { readerKeys } from './keys.ts';

export type EndOfBookDevice = (typeof DEVICE_TYPES)[number];

/** GET /api/end-of-book — the summary screen after the last page. */
export const fetchEndOfBook = (
  bookIdNumber: string,
  deviceType: EndOfBookDevice,
  signal?: AbortSignal,
) => callApi(readerApi.endOfBook, { query: { bookIdNumber, deviceType }, signal });

export const endOfBookQueryOptions = (bookIdNumber: string, deviceType: EndOfBookDevice) =>
  queryOptions({
    queryKey: [...readerKeys.endOfBook(bookIdNumber), deviceType] as const,
    queryFn: ({ signal }) => fetchEndOfBook(bookIdNumber, deviceType, signal),
    staleTime: 0,
  });

export function useEndOfBook(bookIdNumber: string, deviceType: EndOfBookDevice, enabled = true) {
  return useQuery({ ...endOfBookQueryOptions(bookIdNumber, deviceType), enabled });
}
