import {
  api,
  DOCUMENT_LANGUAGES,
  type DocumentLanguage,
  type OrderWithItemsAnswer,
  type PrintedDocument,
} from '@silkway/contracts';
import { languageOption } from '@silkway/i18n';
import { Button, FormField, TitledDialog } from '@silkway/ui';
import { callApi, callUrl } from '@silkway/web-client';
import { ExternalLink, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ChoiceSelect } from '../../admin-forms/index.js';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { operation, useMayCall } from '../../auth/index.js';
import { ownerDocumentKeys } from '../../owner-documents/index.js';
import { registerDataTranslations } from '../../spreadsheets/index.js';

registerDataTranslations();

const DOCUMENT_CALLS = {
  invoice: api.printedDocuments.invoice,
  'packing-list': api.printedDocuments.packingList,
  labels: api.printedDocuments.labels,
} as const satisfies Record<PrintedDocument, unknown>;
const DOCUMENT_TEXT_KEYS: Record<PrintedDocument, string> = {
  invoice: 'print.invoice',
  'packing-list': 'print.packingList',
  labels: 'print.labels',
};

const isDocumentLanguage = (language: string): language is DocumentLanguage =>
  (DOCUMENT_LANGUAGES as readonly string[]).includes(language);

interface PrintDocumentsDialogProps {
  order: OrderWithItemsAnswer;
  onOpenChange: (open: boolean) => void;
}

/** The order's printed documents, made by the server in the chosen language: open one (to print) or file it into the order's documents. */
export function PrintDocumentsDialog({ order, onOpenChange }: PrintDocumentsDialogProps) {
  const { t, i18n } = useTranslation('admin-data');
  const mayCall = useMayCall();
  const maySave = mayCall(api.printedDocuments.saveGenerated);
  const [lang, setLang] = useState<DocumentLanguage>(
    isDocumentLanguage(i18n.language) ? i18n.language : 'ru',
  );
  const save = useAdminWrite<PrintedDocument>({
    send: (kind) =>
      callApi(api.printedDocuments.saveGenerated, {
        params: { id: order.id },
        body: { kind, lang },
      }),
    succeeded: successToast(t('print.saved')),
    failed: failureWithServerText(t('print.saveFailed')),
    refreshes: [ownerDocumentKeys.all({ kind: 'orders', id: order.id })],
  });
  const unavailable = (): string | null => (order.items.length === 0 ? t('print.noItems') : null);

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      title={t('print.title')}
      description={t('print.description', { name: order.name })}
      className="max-w-xl"
    >
      <div className="flex flex-col gap-4">
        <FormField label={t('print.language')}>
          {(fieldControl) => (
            <ChoiceSelect
              fieldControl={fieldControl}
              value={lang}
              options={DOCUMENT_LANGUAGES.map((code) => ({
                value: code,
                text: languageOption(code).displayName,
              }))}
              onChange={setLang}
            />
          )}
        </FormField>
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-[var(--radius-card)] border border-neutral-200 bg-white">
          {(Object.keys(DOCUMENT_CALLS) as PrintedDocument[])
            .filter((kind) => mayCall(DOCUMENT_CALLS[kind]))
            .map((kind) => {
              const reason = unavailable();
              return (
                <li
                  key={kind}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-neutral-900">{t(DOCUMENT_TEXT_KEYS[kind])}</p>
                    {reason && <p className="text-xs text-neutral-600">{reason}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {reason ? (
                      <Button variant="secondary" size="sm" disabled>
                        <ExternalLink strokeWidth={2} aria-hidden />
                        {t('print.view')}
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" asChild>
                        <a
                          href={callUrl(DOCUMENT_CALLS[kind], {
                            params: { id: order.id },
                            query: { lang },
                          })}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`${t('print.view')}: ${t(DOCUMENT_TEXT_KEYS[kind])}`}
                          {...operation(DOCUMENT_CALLS[kind])}
                        >
                          <ExternalLink strokeWidth={2} aria-hidden />
                          {t('print.view')}
                        </a>
                      </Button>
                    )}
                    {maySave && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={reason !== null || save.isPending}
                        onClick={() => save.mutate(kind)}
                        aria-label={`${t('print.save')}: ${t(DOCUMENT_TEXT_KEYS[kind])}`}
                        {...operation(api.printedDocuments.saveGenerated)}
                      >
                        <Save strokeWidth={2} aria-hidden />
                        {t('print.save')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
        </ul>
        {order.code && order.items.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-neutral-800">{t('print.itemLabels')}</p>
            <div className="flex flex-wrap gap-2">
              {order.items.map((item) => (
                <Button key={item.id} variant="ghost" size="sm" asChild>
                  <a
                    href={callUrl(api.printedDocuments.itemLabel, {
                      params: { id: item.id },
                      query: { lang },
                    })}
                    target="_blank"
                    rel="noreferrer"
                    {...operation(api.printedDocuments.itemLabel)}
                  >
                    {item.code}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        )}
      </div>
    </TitledDialog>
  );
}
