import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/** One admin screen: its heading, an optional line of help, then the content. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" className="admin-page-title">
        {title}
      </h1>
      {intro && <p className="admin-page-intro">{intro}</p>}
      {children}
    </section>
  );
}
