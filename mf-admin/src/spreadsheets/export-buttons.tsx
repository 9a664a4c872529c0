import { SHEET_FORMATS, type SheetFormat } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { Download } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { registerDataTranslations } from './data-translations.js';

registerDataTranslations();

interface ExportButtonsProps {
  /** The address of the export in a format (`callUrl` of its catalogue entry). */
  hrefOf: (format: SheetFormat) => string;
}

/** "Export CSV" and "Export XLSX": plain downloads, so the browser streams the file to disk. */
export function ExportButtons({ hrefOf }: ExportButtonsProps) {
  const { t } = useTranslation('admin-data');
  return (
    <div role="group" aria-label={t('export.label')} className="flex gap-2">
      {SHEET_FORMATS.map((format) => (
        <Button key={format} variant="secondary" size="sm" asChild>
          <a href={hrefOf(format)} download>
            <Download strokeWidth={2} aria-hidden />
            {t(`export.${format}`)}
          </a>
        </Button>
      ))}
    </div>
  );
}
