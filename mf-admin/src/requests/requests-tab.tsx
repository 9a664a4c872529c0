import { useState } from 'react';
import { useSearchParams } from '@silkway/app-frame/router';
import type { InboxFilter } from './data/requests-api.js';
import { InboxList } from './inbox-list/inbox-list.js';
import { InboxToolbar } from './inbox-list/inbox-toolbar.js';
import { RequestPanel } from './request-panel/request-panel.js';
import { registerRequestsTranslations } from './requests-translations.js';

registerRequestsTranslations();

/** The query parameter naming the open request, e.g. `?open=quote-12` (the link of staff alerts). */
const OPEN_PARAM = 'open';

function parseOpenRequest(raw: string | null) {
  const match = /^(quote|contact)-(\d{1,9})$/.exec(raw ?? '');
  return match ? { kind: match[1] as 'quote' | 'contact', id: Number(match[2]) } : null;
}

/** Requests tab: quote requests and contact messages from the site, newest first; one opens in a side panel. */
export function RequestsTab() {
  const [filter, setFilter] = useState<InboxFilter>({ status: 'all', kind: 'all', q: '' });
  const [searchParams, setSearchParams] = useSearchParams();
  const open = parseOpenRequest(searchParams.get(OPEN_PARAM));
  const show = (request: { kind: 'quote' | 'contact'; id: number } | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (request) next.set(OPEN_PARAM, `${request.kind}-${request.id}`);
      else next.delete(OPEN_PARAM);
      return next;
    });
  return (
    <section className="flex flex-col gap-5">
      <InboxToolbar filter={filter} onChange={setFilter} />
      <InboxList filter={filter} onOpen={({ kind, id }) => show({ kind, id })} />
      {open ? (
        <RequestPanel key={`${open.kind}-${open.id}`} request={open} onClose={() => show(null)} />
      ) : null}
    </section>
  );
}
