import { API, type FeedFetchInput } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, useAdminMutation } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** How often the open dashboard asks the feed again: on draw day it fetches about once a minute. */
export const FEED_REFRESH_MS = 30_000;

/** `GET /api/admin/feed`: per source last attempt/success, the current draw's answers, open disagreements. */
export const feedStatusQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.feed, (signal) =>
    adminRequest('GET', API.admin.feed.path(), { schema: API.admin.feed.response, signal }),
  );

export const useFeedStatus = () =>
  useQuery({ ...feedStatusQueryOptions(), refetchInterval: FEED_REFRESH_MS });

/**
 * `POST /api/admin/feed/fetch`: fetches one draw from the configured sources now and publishes as
 * the feed does; the feed's status and every draw list of this tab are stale after it.
 */
export const useFeedFetch = () =>
  useAdminMutation(
    (input: FeedFetchInput) =>
      adminRequest('POST', API.admin.feedFetch.path(), {
        body: input,
        schema: API.admin.feedFetch.response,
      }),
    [queryKeys.admin.feed, queryKeys.admin.results, queryKeys.results.all],
  );
