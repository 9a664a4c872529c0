import { lazy, Suspense, useState } from 'react';

const QuoteRequestDialog = lazy(() =>
  import('./quote-request-dialog.js').then((module) => ({ default: module.QuoteRequestDialog })),
);

/** The quote wizard, whose code (forms, validation) loads the first time a visitor opens it, not with the page. */
export function DeferredQuoteRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <QuoteRequestDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
