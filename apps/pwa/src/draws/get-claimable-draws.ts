import { API, DrawSchema } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, keepSameList, sameAnswer, savedCopyAt } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { noop } from '@/lib/noop';
import { parseItems } from '@/lib/parse-items';
import { PERSIST_MAX_AGE } from '@/lib/query-client';

/**
 * Every draw whose prizes can still be claimed (drawn within two years, ≈ 48 draws), in full,
 * newest first. Kept on the device: the ticket checker and the draw pages of these draws then work
 * offline, kept one draw per entry (`./result-pieces.ts`, its own chunk), each written when it
 * changes. It changes twice a month, so an hour between revalidations is plenty.
 */
export const claimableDrawsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.claimable,
    queryFn: async ({ signal }) => {
      // The draws on the device, read while the API answers: the answer is compared with them (a
      // start's fetch begins before the persister's restore has read them). A chunk that cannot
      // load leaves the device's copy as it is.
      const device = import('./result-pieces').then(
        async (pieces) => {
          await pieces.deviceClaimable(PERSIST_MAX_AGE).catch(noop);
          return pieces;
        },
        () => undefined,
      );
      const draws = await parseItems(
        await api.get(API.results.claimable.path(), { signal }),
        DrawSchema,
        `GET ${API.results.claimable.route}`,
      );
      const pieces = await device;
      if (pieces === undefined) return draws;
      return sameAnswer(draws, await pieces.keepClaimable(draws, { copyAt: savedCopyAt(draws) }));
    },
    structuralSharing: keepSameList,
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

export const useClaimableDraws = () => useQuery(claimableDrawsQueryOptions());
