import { zodResolver } from '@hookform/resolvers/zod';
import { archiveMaterialCreateBody, archiveMaterialType } from '@silkway/contracts';
import {
  Button,
  FieldError,
  FormField,
  Input,
  Textarea,
  TitledDialog,
  RequiredMark,
} from '@silkway/ui';
import { FileText, FileUp, Image } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayFileSize } from '../formats/index.js';
import { DOCUMENT_ACCEPT } from '../owner-documents/index.js';
import { FormActions } from '../admin-forms/index.js';

/** The typed part of an upload; the file itself is chosen with the picker. */
const materialTextForm = archiveMaterialCreateBody.pick({ name: true, description: true });
interface MaterialTextValues {
  name: string;
  description: string;
}
interface MaterialText {
  name: string;
  description: string | null;
}

export interface MaterialUpload extends MaterialText {
  file: File;
}

interface UploadMaterialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open folder's path as the breadcrumb reads it. */
  location: string;
  /** Answers whether the material was stored. */
  onUpload: (upload: MaterialUpload) => Promise<boolean>;
  pending: boolean;
}

/**
 * 'Загрузить материал' (product.md §2.10): a picker for images, PDF, DOC, DOCX and TXT; the name starts
 * as the file's and can be changed; an optional description. The server judges the bytes.
 */
export function UploadMaterialDialog({
  open,
  onOpenChange,
  location,
  onUpload,
  pending,
}: UploadMaterialDialogProps) {
  const { t, i18n } = useTranslation('admin-archive');
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<MaterialTextValues, unknown, MaterialText>({
    resolver: zodResolver(materialTextForm) as Resolver<MaterialTextValues, unknown, MaterialText>,
    defaultValues: { name: '', description: '' },
  });

  useEffect(() => {
    if (!open) return;
    reset({ name: '', description: '' });
    setFile(null);
    setFileMissing(false);
  }, [open, reset]);

  // The file is checked with the typed fields, so every missing piece is named at once.
  const submit = handleSubmit(
    async (text) => {
      if (!file) setFileMissing(true);
      else if (await onUpload({ ...text, file })) onOpenChange(false);
    },
    () => setFileMissing(file === null),
  );
  const FileIcon = file && archiveMaterialType(file.type) === 'photo' ? Image : FileText;

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-lg"
      title={t('materialForm.title')}
      description={t('materialForm.description', { location })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <input
          ref={picker}
          type="file"
          accept={DOCUMENT_ACCEPT}
          hidden
          data-testid="material-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            setFile(chosen);
            setFileMissing(false);
            setValue('name', chosen.name, { shouldValidate: true });
          }}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-neutral-900">
            {t('materialForm.file')}
            <RequiredMark />
          </span>
          <div className="flex flex-wrap items-center gap-3 rounded-[var(--radius-control)] border border-dashed border-neutral-300 bg-neutral-50 p-3">
            {file ? (
              <span className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                <FileIcon className="size-5 shrink-0 text-navy-600" strokeWidth={2} aria-hidden />
                <span className="truncate text-neutral-900">{file.name}</span>
                <span className="shrink-0 tabular-nums text-neutral-600">
                  {formatDisplayFileSize(file.size, i18n.language)}
                </span>
              </span>
            ) : (
              <span className="min-w-0 flex-1 text-xs text-neutral-600">
                {t('materialForm.fileHint')}
              </span>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => picker.current?.click()}
              aria-describedby={fileMissing ? 'material-file-error' : undefined}
            >
              <FileUp strokeWidth={2} aria-hidden />
              {file ? t('materialForm.changeFile') : t('materialForm.chooseFile')}
            </Button>
          </div>
          <FieldError id="material-file-error">
            {fileMissing ? t('materialForm.fileRequired') : undefined}
          </FieldError>
        </div>
        <FormField label={t('materialForm.name')} required error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label={t('materialForm.descriptionLabel')} error={errors.description?.message}>
          <Textarea
            rows={3}
            {...register('description')}
            placeholder={t('materialForm.descriptionPlaceholder')}
          />
        </FormField>
        <FormActions
          cancelLabel={t('materialForm.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('materialForm.upload')}
          pendingLabel={t('materialForm.uploading')}
          pending={pending}
        />
      </form>
    </TitledDialog>
  );
}
