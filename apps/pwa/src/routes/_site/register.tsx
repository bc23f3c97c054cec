import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthSearchSchema } from '@/links/auth-search';
import { safeRedirect } from '@/lib/auth/guard';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_site/register')({
  validateSearch: AuthSearchSchema,
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  const router = useRouter();
  usePageTitle(t(PAGE_NAMES.register));
  return (
    <RegisterForm
      redirect={redirect}
      onSuccess={() => void router.navigate({ href: safeRedirect(redirect), replace: true })}
    />
  );
}
