import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthSearchSchema } from '@/links/auth-search';
import { safeRedirect } from '@/lib/auth/guard';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_site/login')({
  validateSearch: AuthSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const router = useRouter();
  usePageTitle(t(PAGE_NAMES.login));
  return (
    <LoginForm
      redirect={redirect}
      onSuccess={() => void router.navigate({ href: safeRedirect(redirect), replace: true })}
    />
  );
}
