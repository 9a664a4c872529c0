import type { ReactNode } from 'react';

interface PageSectionProps {
  id?: string;
  title?: string;
  subtitle?: string;
  tone?: 'light' | 'muted' | 'navy';
  children: ReactNode;
}

const tones = {
  light: 'bg-white text-navy-900',
  muted: 'bg-neutral-50 text-navy-900',
  navy: 'bg-navy-900 text-white',
} as const;

/** A full-width band with the centred 1200 px column of docs/design.md and an optional heading. */
export function PageSection({ id, title, subtitle, tone = 'light', children }: PageSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`scroll-mt-20 py-14 sm:py-20 ${tones[tone]}`}
    >
      <div className="mx-auto w-full max-w-[1200px] px-4 sm:px-6">
        {title && (
          <header className="mx-auto mb-10 max-w-2xl text-center">
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
            >
              {title}
            </h2>
            {subtitle && (
              <p
                className={`mt-3 text-base sm:text-lg ${tone === 'navy' ? 'text-white/80' : 'text-neutral-600'}`}
              >
                {subtitle}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

/** The banner at the top of an inner page. */
export function PageBanner({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-navy-900 py-14 text-white sm:py-20">
      <div className="mx-auto w-full max-w-[1200px] px-4 sm:px-6">
        <h1 className="max-w-3xl text-2xl font-bold tracking-tight text-balance break-words min-[400px]:text-3xl sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white/80 sm:text-lg">{subtitle}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** A large numeral with its caption. */
export function Figure({
  value,
  label,
  inverted = false,
}: {
  value: string;
  label: string;
  inverted?: boolean;
}) {
  return (
    <div className="text-center">
      <div
        className={`text-2xl font-bold tabular-nums sm:text-4xl ${inverted ? 'text-signal-400' : 'text-signal-600'}`}
      >
        {value}
      </div>
      <div className={`mt-1 text-sm ${inverted ? 'text-white/80' : 'text-neutral-600'}`}>
        {label}
      </div>
    </div>
  );
}

/** A grid of figures, each a value with its caption (the caption names it: labels are unique). */
export function Figures({
  figures,
  inverted = false,
  className,
}: {
  figures: readonly (readonly [value: string, label: string])[];
  inverted?: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      {figures.map(([value, label]) => (
        <Figure key={label} value={value} label={label} inverted={inverted} />
      ))}
    </div>
  );
}
