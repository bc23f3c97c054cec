/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

/**
 * A titled card for the home page. antd's Card pulls in Tabs and Menu (≈ 22 kB gzip), too much
 * for the page whose first paint has a budget; this looks the same and costs nothing.
 */
export function Panel({
  title,
  extra,
  children,
  className,
  ...rest
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'children' | 'className'>) {
  const id = useId();
  return (
    <section className={`panel${className ? ` ${className}` : ''}`} aria-labelledby={id} {...rest}>
      <header className="panel-head">
        <h2 id={id} className="panel-title">
          {title}
        </h2>
        {extra && <div className="panel-extra">{extra}</div>}
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}
