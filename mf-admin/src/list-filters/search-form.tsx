import { Button } from '@silkway/ui';
import { SearchInput } from './search-input.js';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

interface SearchFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  initialText?: string;
  /** Called with the trimmed text on Enter or the Search button. */
  onSearch: (text: string) => void;
}

/** The search box of a list's toolbar: it searches on Enter or the button, not as one types. */
export function SearchForm({
  label,
  placeholder,
  submitLabel,
  initialText = '',
  onSearch,
}: SearchFormProps) {
  const [text, setText] = useState(initialText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <SearchInput
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary">
        <Search strokeWidth={2} aria-hidden />
        <span className="max-sm:sr-only">{submitLabel}</span>
      </Button>
    </form>
  );
}
