import type { ProfileForm as ProfileValues } from '@lotto/contracts';
import { App, Button, Card, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { Form, FormField, SubmitButton, useValibotForm } from '@/components/form/form';
import { UserAvatar } from '@/components/layout/user-avatar';
import { t } from '@/i18n';
import { useAuthStore, type AuthUser } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { saveMemberRecord } from '@/lib/auth/member-record';
import { ProfileFormSchema } from '../lib/profile-schema';
import '../profile.css';

/**
 * Spec §2 "Profile": name and photo URL, Save Changes, Log Out; `membership` (the member's status)
 * shows under the name and e-mail.
 */
export function ProfileForm({
  user,
  onLoggedOut,
  membership,
}: {
  user: AuthUser;
  onLoggedOut: () => void;
  membership?: ReactNode;
}) {
  const updateUserProfile = useAuthStore((s) => s.updateUserProfile);
  const logOut = useAuthStore((s) => s.logOut);
  const getIdToken = useAuthStore((s) => s.getIdToken);
  const { modal } = App.useApp();
  const [loggingOut, setLoggingOut] = useState(false);
  const form = useValibotForm(ProfileFormSchema, {
    defaultValues: { name: user.displayName ?? '', photoURL: user.photoURL ?? '' },
  });

  const onSubmit = async ({ name, photoURL }: ProfileValues) => {
    try {
      await updateUserProfile({ displayName: name || null, photoURL: photoURL || null });
      // Keep the member record's name (what the admin sees) in step with the profile.
      const token = await getIdToken();
      if (token) await saveMemberRecord(token, name);
      modal.success({ title: t('members.success'), content: t('members.profileUpdated') });
    } catch (error) {
      modal.error({ title: t('members.error'), content: errorMessage(error) });
    }
  };

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      modal.success({ title: t('members.loggedOut'), content: t('members.signedOutText') });
      onLoggedOut();
    } catch (error) {
      modal.error({ title: t('members.error'), content: errorMessage(error) });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Card
      title={<h1 className="card-heading">{t('members.profileHeading')}</h1>}
      className="auth-card"
    >
      <div className="profile-head">
        <UserAvatar user={user} size={56} />
        {/* min-width: 0 lets a long name or e-mail wrap inside the card instead of overflowing it. */}
        <div className="profile-identity">
          <div className="profile-name">{user.displayName ?? t('members.memberFallback')}</div>
          <div className="profile-email">{user.email}</div>
        </div>
      </div>
      {membership}
      <Form form={form} onSubmit={onSubmit} aria-label={t('members.profileHeading')}>
        <FormField control={form.control} name="name" label={t('members.name')}>
          {({ input }) => <Input {...input} autoComplete="name" />}
        </FormField>
        <FormField control={form.control} name="photoURL" label={t('members.photoUrl')}>
          {({ input }) => <Input {...input} type="url" inputMode="url" placeholder="https://…" />}
        </FormField>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <SubmitButton submitting={form.formState.isSubmitting}>
            {t('members.saveChanges')}
          </SubmitButton>
          <Button
            danger
            block
            size="large"
            loading={loggingOut}
            onClick={() => void handleLogOut()}
          >
            {t('members.logOut')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
