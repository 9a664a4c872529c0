import { Input } from '@silkway/ui';

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className: string;
  autoFocus?: boolean;
}

/** A list's search field: named for screen readers by its label, the text handed on as it is typed. */
export function SearchInput({ label, onChange, ...input }: SearchInputProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      onChange={(event) => onChange(event.target.value)}
      {...input}
    />
  );
}
