import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { LoaderCircle, Search } from 'lucide-react';
import { Button, Card, CardContent, CodeInput, Label } from '@silkway/ui';

export interface TrackingSearchFormProps {
  /** The number in the URL: the field starts from it and follows it (back and forward in history). */
  code: string;
  isSearching: boolean;
  onSearch: (code: string) => void;
}

export function TrackingSearchForm({ code, isSearching, onSearch }: TrackingSearchFormProps) {
  const { t } = useTranslation('portal');
  const [draft, setDraft] = useState(code);
  const [followedCode, setFollowedCode] = useState(code);
  if (code !== followedCode) {
    setFollowedCode(code);
    setDraft(code);
  }

  // product.md §5: the button is disabled while the number is empty or blank; Enter submits the form.
  const isBlank = draft.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank && !isSearching) onSearch(draft);
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form role="search" onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor="tracking-number">{t('tracking.label')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <CodeInput
              id="tracking-number"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('tracking.placeholder')}
            />
            <Button
              type="submit"
              size="md"
              className="sm:min-w-40"
              disabled={isBlank || isSearching}
            >
              {isSearching ? (
                <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
              ) : (
                <Search strokeWidth={2} aria-hidden />
              )}
              {isSearching ? t('tracking.searching') : t('tracking.search')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
