import type { ReactNode } from 'react';

interface IntegrationSectionProps {
  title: string;
  description: string;
  /** The section's main action (making a token or a webhook). */
  action: ReactNode;
  children: ReactNode;
}

/** One part of the Интеграции tab under its own heading: tokens, webhooks. */
export function IntegrationSection({
  title,
  description,
  action,
  children,
}: IntegrationSectionProps) {
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
          <p className="text-sm text-neutral-600">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
