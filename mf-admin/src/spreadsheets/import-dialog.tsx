import { api, type ImportAnswer } from '@silkway/contracts';
import { Button, FormField, Input, Spinner, toast, TitledDialog } from '@silkway/ui';
import { callUrl } from '@silkway/web-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { serverMessage } from '../admin-writes/index.js';
import { registerDataTranslations } from './data-translations.js';
import { uploadSheet } from './sheet-upload.js';

registerDataTranslations();

/** The two imports with a preview: the upload and its empty template. */
const SHEET_IMPORTS = {
  orderItems: { upload: api.spreadsheets.importItems, template: api.spreadsheets.itemsTemplate },
  warehouseStock: {
    upload: api.spreadsheets.importStock,
    template: api.spreadsheets.stockTemplate,
  },
} as const;

interface ImportDialogProps {
  title: string;
  /** What is imported: an order's items or a warehouse's stock. */
  sheet: keyof typeof SHEET_IMPORTS;
  /** The order's or the warehouse's id. */
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What a real import changes: asked again once it is written. */
  refreshes: readonly QueryKey[];
}

/**
 * Import with a preview: choosing a file runs a dry run and shows its rows and their errors; only a
 * file without errors can then be imported, in one go, by the same call without the dry run.
 */
export function ImportDialog({
  title,
  sheet,
  id,
  open,
  onOpenChange,
  refreshes,
}: ImportDialogProps) {
  const { t } = useTranslation('admin-data');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const importPath = callUrl(SHEET_IMPORTS[sheet].upload, { params: { id } });
  const preview = useMutation({
    mutationFn: (chosen: File) => uploadSheet(importPath, chosen, true),
  });
  const write = useMutation({
    mutationFn: (chosen: File) => uploadSheet(importPath, chosen, false),
    onSuccess: (answer) => {
      toast({
        title: t('import.done', { created: answer.created, updated: answer.updated }),
        variant: 'success',
      });
      close(false);
      return Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      toast({
        title: t('import.failed'),
        description: serverMessage(error),
        variant: 'destructive',
      }),
  });

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      preview.reset();
      write.reset();
    }
    onOpenChange(next);
  };
  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    if (chosen) preview.mutate(chosen);
  };
  const answer = preview.data;

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      closeLabel={t('dialogClose')}
      title={title}
      description={t('import.description')}
      className="max-w-4xl"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={t('import.file')} className="min-w-0 flex-1">
            <Input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} variant="ghost" size="sm" asChild>
                <a
                  href={callUrl(SHEET_IMPORTS[sheet].template, {
                    params: { id },
                    query: { format },
                  })}
                  download
                >
                  <Download strokeWidth={2} aria-hidden />
                  {t('import.template')} {format.toUpperCase()}
                </a>
              </Button>
            ))}
          </div>
        </div>

        {preview.isPending && <Spinner label={t('import.checking')} />}
        {preview.isError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-[var(--radius-control)] bg-red-50 p-3 text-sm text-red-800"
          >
            <AlertTriangle strokeWidth={2} aria-hidden className="mt-0.5 size-4 shrink-0" />
            {serverMessage(preview.error)}
          </p>
        )}
        {answer && <ImportPreview answer={answer} />}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('import.cancel')}
          </Button>
          <Button
            disabled={!file || !answer || answer.errors.length > 0 || write.isPending}
            onClick={() => file && write.mutate(file)}
          >
            <Upload strokeWidth={2} aria-hidden />
            {t('import.confirm')}
          </Button>
        </div>
      </div>
    </TitledDialog>
  );
}

function ImportPreview({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin-data');
  const errorsByRow = new Map<number, string[]>();
  for (const error of answer.errors)
    errorsByRow.set(error.row, [
      ...(errorsByRow.get(error.row) ?? []),
      error.column ? `${error.column}: ${error.message}` : error.message,
    ]);
  const preview = answer.preview;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-neutral-700">{t('import.summary', answer)}</p>
      {answer.errors.length > 0 ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-control)] bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <AlertTriangle strokeWidth={2} aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('import.errorsTitle', { count: answer.errors.length })}
        </p>
      ) : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-[var(--radius-control)] bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          <CheckCircle2 strokeWidth={2} aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('import.ready')}
        </p>
      )}
      {preview && (
        <div className="max-h-80 overflow-auto rounded-[var(--radius-control)] border border-neutral-200 bg-white">
          <table className="w-full text-left text-xs" aria-label={t('import.shownRows')}>
            <thead className="sticky top-0 bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t('import.row')}
                </th>
                {preview.headings.map((heading, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="whitespace-nowrap px-2 py-1.5 font-semibold"
                  >
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  {t('import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map(({ row, cells }) => {
                const problems = errorsByRow.get(row);
                return (
                  <tr
                    key={row}
                    data-has-error={problems ? 'true' : undefined}
                    className={
                      problems ? 'bg-red-50 text-red-900' : 'odd:bg-white even:bg-neutral-50'
                    }
                  >
                    <td className="px-2 py-1 tabular-nums">{row}</td>
                    {cells.map((cell, index) => (
                      <td key={index} className="max-w-48 truncate px-2 py-1" title={cell}>
                        {cell}
                      </td>
                    ))}
                    <td className="min-w-56 px-2 py-1 font-medium">{problems?.join('; ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
