import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearMemberData, MEMBER_QUERY_ROOT } from '../member-data';

describe('clearMemberData', () => {
  it('when a member signs out, then every member query is dropped and public data stays', async () => {
    queryClient.setQueryData([MEMBER_QUERY_ROOT, 'u1', 'vip-tips'], [{ _id: 'v', imageUrl: 'https://x.test/v.png' }]);
    queryClient.setQueryData(['tips'], [{ _id: 't', imageUrl: 'https://x.test/t.png' }]);
    await clearMemberData();
    expect(queryClient.getQueryData([MEMBER_QUERY_ROOT, 'u1', 'vip-tips'])).toBeUndefined();
    expect(queryClient.getQueryData(['tips'])).toHaveLength(1);
  });
});
