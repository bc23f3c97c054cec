import { GoogleOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { upsertMember } from '../api/upsert-member';

/** 'Continue with Google': popup sign-in, then POST /api/users (spec §7); failures show 'Error'. */
export function GoogleButton({ onSuccess }: { onSuccess: () => void }) {
  const googleLogin = useAuthStore((s) => s.googleLogin);
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const user = await googleLogin();
      await upsertMember(user.displayName);
      onSuccess();
    } catch (error) {
      modal.error({ title: t('members.error'), content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      size="large"
      icon={<GoogleOutlined />}
      loading={busy}
      onClick={() => void handleClick()}
    >
      {t('members.continueWithGoogle')}
    </Button>
  );
}
