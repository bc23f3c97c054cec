import { ProfileFormSchema, type ProfileForm as ProfileValues } from '@lotto/contracts';
import { App, Button, Card, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { UserAvatar } from '@/components/layout/user-avatar';
import { useAuthStore, type AuthUser } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { saveMemberRecord } from '@/lib/auth/member-record';
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
      modal.success({ title: 'Success!', content: 'Profile updated' });
    } catch (error) {
      modal.error({ title: 'Error', content: errorMessage(error) });
    }
  };

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      modal.success({ title: 'Logged Out', content: 'You have been signed out.' });
      onLoggedOut();
    } catch (error) {
      modal.error({ title: 'Error', content: errorMessage(error) });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Card title={<h1 className="card-heading">Profile</h1>} className="auth-card">
      <div className="profile-head">
        <UserAvatar user={user} size={56} />
        {/* min-width: 0 lets a long name or e-mail wrap inside the card instead of overflowing it. */}
        <div className="profile-identity">
          <div className="profile-name">{user.displayName ?? 'Member'}</div>
          <div className="profile-email">{user.email}</div>
        </div>
      </div>
      {membership}
      <Form form={form} onSubmit={onSubmit} aria-label="Profile">
        <FormField control={form.control} name="name" label="Name">
          {({ input }) => <Input {...input} autoComplete="name" />}
        </FormField>
        <FormField control={form.control} name="photoURL" label="Photo URL">
          {({ input }) => <Input {...input} type="url" inputMode="url" placeholder="https://…" />}
        </FormField>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={form.formState.isSubmitting}
          >
            Save Changes
          </Button>
          <Button
            danger
            block
            size="large"
            loading={loggingOut}
            onClick={() => void handleLogOut()}
          >
            Log Out
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
