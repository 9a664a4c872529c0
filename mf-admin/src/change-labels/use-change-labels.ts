import type { AuditEntity } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useMemo } from 'react';
import { changeLabelsOf, type ChangeLabels } from './change-labels.js';
import { registerChangeLabelsTranslations } from './change-labels-translations.js';
import { useRecordNames } from './use-record-names.js';

registerChangeLabelsTranslations();

/** The words for changes of one kind of record, in the reader's language (follows a language switch). */
export function useChangeLabels(entity: AuditEntity): ChangeLabels {
  const { i18n } = useTranslation('admin-changes');
  const { language } = i18n;
  const names = useRecordNames();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  return useMemo(() => changeLabelsOf(i18n, entity, names), [i18n, entity, language, names]);
}
