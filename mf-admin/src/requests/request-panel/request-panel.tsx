import {
  api,
  REQUEST_STATUSES,
  type InboxEntry,
  type RequestKind,
  type RequestStatus,
} from '@silkway/contracts';
import {
  Button,
  Dialog,
  DialogDescription,
  DialogTitle,
  FormField,
  SheetContent,
  Spinner,
  Textarea,
} from '@silkway/ui';
import { ExternalLink, UserPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { ChoiceSelect, choices } from '../../admin-forms/index.js';
import { Allowed, operation } from '../../auth/index.js';
import { adminPaths } from '../../admin-paths.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import { resultPaths } from '../../search/index.js';
import { useChangeRequestStatus, useConvertQuoteRequest } from '../data/request-mutations.js';
import { useRequest, type RequestDetail } from '../data/request-queries.js';
import { requestCallsOf } from '../data/requests-api.js';
import { RequestStatusBadge } from '../request-status-badge.js';

interface RequestPanelProps {
  request: Pick<InboxEntry, 'kind' | 'id'>;
  onClose: () => void;
}

/** A request in a side panel: every field, its status history, the status form with a note, and Convert. */
export function RequestPanel({ request, onClose }: RequestPanelProps) {
  const { t } = useTranslation('admin-requests');
  const detail = useRequest(request.kind, request.id);
  const title = t(request.kind === 'quote' ? 'panel.quoteTitle' : 'panel.contactTitle', {
    id: request.id,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        closeLabel={t('panel.close')}
        className="w-[min(34rem,100vw)] gap-5 p-5 sm:p-6"
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        {detail.isPending ? (
          <Spinner label={t('panel.loading')} className="justify-center py-16" />
        ) : detail.isError ? (
          <DialogDescription className="text-status-error-fg">
            {detail.error.message}
          </DialogDescription>
        ) : (
          <RequestDetails request={detail.data} />
        )}
      </SheetContent>
    </Dialog>
  );
}

function RequestDetails({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation('admin-requests');
  const fields: Array<[string, string | null]> =
    request.kind === 'quote'
      ? [
          ['name', request.name],
          ['company', request.company],
          ['phone', request.phone],
          ['email', request.email],
          [
            'serviceType',
            t(`serviceTypes.${request.serviceType}`, { defaultValue: request.serviceType }),
          ],
          [
            'route',
            [request.sourceCountry, request.destinationCountry].some(Boolean)
              ? `${request.sourceCountry ?? '—'} → ${request.destinationCountry ?? '—'}`
              : null,
          ],
          ['estimatedBudget', request.estimatedBudget],
          ['timeline', request.timeline],
          ['description', request.description],
        ]
      : [
          ['name', request.name],
          ['phone', request.phone],
          ['email', request.email],
          ['subject', request.subject],
          ['message', request.message],
        ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
        <RequestStatusBadge status={request.status} />
        <span>
          {t('panel.received')}: {formatDisplayDateTime(request.receivedAt, i18n.language)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {fields.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-medium text-neutral-600">{t(`panel.${field}`)}</dt>
            <dd className="whitespace-pre-wrap break-words text-navy-900 max-sm:mb-1">
              {value || t('panel.empty')}
            </dd>
          </div>
        ))}
      </dl>
      {request.kind === 'quote' ? <Conversion request={request} /> : null}
      <Allowed call={requestCallsOf[request.kind].changeStatus}>
        <StatusForm
          kind={request.kind}
          id={request.id}
          version={request.version}
          current={request.status}
        />
      </Allowed>
      <StatusHistory history={request.history} />
    </div>
  );
}

/** A small button to a record the quote request became. */
function OpenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to}>
        <ExternalLink strokeWidth={2} aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

function Conversion({ request }: { request: Extract<RequestDetail, { kind: 'quote' }> }) {
  const { t } = useTranslation('admin-requests');
  const convert = useConvertQuoteRequest(request.id);
  const linked =
    convert.data ??
    (request.counterpartyId !== null && request.orderId !== null
      ? { counterpartyId: request.counterpartyId, orderId: request.orderId }
      : null);
  if (linked) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm">
        <span className="font-medium text-navy-900">{t('panel.converted')}</span>
        <div className="flex flex-wrap gap-2">
          <OpenLink to={adminPaths.counterparty(linked.counterpartyId)}>
            {t('panel.openClient')}
          </OpenLink>
          <OpenLink to={resultPaths.order(linked.orderId)}>{t('panel.openOrder')}</OpenLink>
        </div>
      </div>
    );
  }
  return (
    <Allowed call={api.requests.convertQuoteRequest}>
      <div className="flex flex-col gap-2">
        <Button
          onClick={() => convert.mutate(undefined)}
          disabled={convert.isPending}
          className="self-start"
          {...operation(api.requests.convertQuoteRequest)}
        >
          <UserPlus strokeWidth={2} aria-hidden />
          {convert.isPending ? t('panel.converting') : t('panel.convert')}
        </Button>
        <p className="text-xs text-neutral-600">{t('panel.convertHint')}</p>
      </div>
    </Allowed>
  );
}

function StatusForm({
  kind,
  id,
  version,
  current,
}: {
  kind: RequestKind;
  id: number;
  version: number;
  current: RequestStatus;
}) {
  const { t } = useTranslation('admin-requests');
  // The selector shows the record's status (a conversion changes it) until a status is picked.
  const [picked, setPicked] = useState<RequestStatus | null>(null);
  const status = picked ?? current;
  const [note, setNote] = useState('');
  const change = useChangeRequestStatus(kind, id, version);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status, note },
      {
        onSuccess: () => {
          setNote('');
          setPicked(null);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-3"
    >
      <FormField label={t('panel.statusLabel')}>
        {(fieldControl) => (
          <ChoiceSelect
            fieldControl={fieldControl}
            value={status}
            options={choices(REQUEST_STATUSES, (option) => t(`statuses.${option}`))}
            onChange={setPicked}
          />
        )}
      </FormField>
      <FormField label={t('panel.noteLabel')}>
        <Textarea
          value={note}
          rows={3}
          placeholder={t('panel.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        disabled={change.isPending}
        className="self-end"
        {...operation(requestCallsOf[kind].changeStatus)}
      >
        {change.isPending ? t('panel.saving') : t('panel.save')}
      </Button>
    </form>
  );
}

function StatusHistory({ history }: { history: RequestDetail['history'] }) {
  const { t, i18n } = useTranslation('admin-requests');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-navy-900">{t('panel.historyTitle')}</h3>
      {history.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('panel.historyEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {[...history].reverse().map((change) => (
            <li
              key={change.changedAt + change.toStatus}
              className="rounded-md border border-neutral-200 bg-white p-2.5 text-sm"
            >
              <p className="font-medium text-navy-900">
                {t('panel.historyEntry', {
                  from: change.fromStatus ? t(`statuses.${change.fromStatus}`) : '—',
                  to: t(`statuses.${change.toStatus}`),
                })}
              </p>
              <p className="text-xs text-neutral-500">
                {t('panel.historyBy', {
                  who: change.changedBy,
                  when: formatDisplayDateTime(change.changedAt, i18n.language),
                })}
              </p>
              {change.note ? (
                <p className="mt-1 whitespace-pre-wrap text-neutral-800">{change.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
