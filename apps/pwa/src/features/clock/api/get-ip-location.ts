import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { env } from '@/config/env';
import { queryKeys } from '@/lib/query-keys';

const IpLocationSchema = v.object({
  country: v.optional(v.nullable(v.string())),
  country_code: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/)),
});

/** Only when VITE_IP_LOOKUP_URL is set: a third-party call that answers { country, country_code }. */
export const ipLocationQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.ipLocation(url),
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`IP lookup failed (${response.status})`);
      return v.parse(IpLocationSchema, await response.json());
    },
    staleTime: 1000 * 60 * 60 * 12,
    retry: 1,
  });

export function useIpLocation() {
  const url = env.ipLookupUrl;
  return useQuery({ ...ipLocationQueryOptions(url ?? ''), enabled: Boolean(url) });
}
