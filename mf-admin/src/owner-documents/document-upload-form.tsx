import { Button, FormField, Input } from '@silkway/ui';
import { FileUp, Upload, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayFileSize } from '../formats/index.js';
import { DOCUMENT_ACCEPT } from './document-files.js';
import { operation } from '../auth/index.js';
import { type DocumentOwner, documentOwnerKinds, ownerFileCallsOf } from './document-owner.js';

interface DocumentUploadFormProps {
  ownerKind: DocumentOwner['kind'];
  /** Called with the chosen file and the name typed for it; `done` clears the form once stored. */
  onUpload: (file: File, name: string, done: () => void) => void;
  pending: boolean;
}

/** Choose a file (images, PDF, DOC, DOCX, TXT), adjust its name, upload it into the open folder. */
export function DocumentUploadForm({ ownerKind, onUpload, pending }: DocumentUploadFormProps) {
  const { t, i18n } = useTranslation(documentOwnerKinds[ownerKind].namespace);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const clear = () => {
    setFile(null);
    setName('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && name.trim()) onUpload(file, name.trim(), clear);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid="document-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          setFile(chosen);
          setName(chosen.name);
        }}
      />
      {file === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            {...operation(ownerFileCallsOf[ownerKind].uploadDocument)}
          >
            <FileUp strokeWidth={2} aria-hidden />
            {t('documents.chooseFile')}
          </Button>
          <span className="text-xs text-neutral-600">{t('documents.fileHint')}</span>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label={t('documents.fileName')} className="min-w-0 flex-1">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs tabular-nums text-neutral-600">
              {formatDisplayFileSize(file.size, i18n.language)}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={pending}>
              <X strokeWidth={2} aria-hidden />
              {t('documents.cancel')}
            </Button>
            <Button
              type="submit"
              size="sm"
              disabled={pending || !name.trim()}
              {...operation(ownerFileCallsOf[ownerKind].uploadDocument)}
            >
              <Upload strokeWidth={2} aria-hidden />
              {pending ? t('documents.uploading') : t('documents.upload')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
