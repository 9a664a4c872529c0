import { type ApiCall, SHEET_FORMATS, type SheetFormat } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { Download } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { operation, useMayCall } from '../auth/index.js';
import { registerDataTranslations } from './data-translations.js';

registerDataTranslations();

interface ExportButtonsProps {
  /** The export's catalogue entry: a role without its permission is not offered the buttons. */
  call: ApiCall;
  /** The address of the export in a format (`callUrl` of `call`). */
  hrefOf: (format: SheetFormat) => string;
}

/** "Export CSV" and "Export XLSX": plain downloads, so the browser streams the file to disk. */
export function ExportButtons({ call, hrefOf }: ExportButtonsProps) {
  const { t } = useTranslation('admin-data');
  if (!useMayCall()(call)) return null;
  return (
    <div role="group" aria-label={t('export.label')} className="flex gap-2">
      {SHEET_FORMATS.map((format) => (
        <Button key={format} variant="secondary" size="sm" asChild>
          <a href={hrefOf(format)} download {...operation(call)}>
            <Download strokeWidth={2} aria-hidden />
            {t(`export.${format}`)}
          </a>
        </Button>
      ))}
    </div>
  );
}
