import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { clearMemberData, rememberMemberImages } from '../member-data';

describe('member data on sign-out', () => {
  it('when a member signs out, then every member query is dropped and public data stays', async () => {
    queryClient.setQueryData(queryKeys.member.vipTips('u1'), [
      { _id: 'v', imageUrl: 'https://x.test/v.png' },
    ]);
    queryClient.setQueryData(queryKeys.tips, [{ _id: 't', imageUrl: 'https://x.test/t.png' }]);
    await clearMemberData();
    expect(queryClient.getQueryData(queryKeys.member.vipTips('u1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.tips)).toHaveLength(1);
  });

  it('when VIP images were shown, then the device remembers them until sign-out forgets them', async () => {
    rememberMemberImages(['https://x.test/a.png', 'https://x.test/b.png']);
    rememberMemberImages(['https://x.test/a.png']);
    expect(JSON.parse(localStorage.getItem('lotto-member-images') ?? '[]')).toEqual([
      'https://x.test/a.png',
      'https://x.test/b.png',
    ]);
    await clearMemberData();
    expect(localStorage.getItem('lotto-member-images')).toBeNull();
  });
});
