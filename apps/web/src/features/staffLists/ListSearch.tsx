import type { FormEvent } from 'react';
import { useSearchDraft } from '../../lib/useSearchDraft';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface ListSearchProps {
  /** The search as it is applied now. */
  value: string;
  onSearch: (text: string) => void;
  /** What the search looks in, shown under the field. */
  hint: string;
  /** Names the search landmark, e.g. 'Search users'. */
  label: string;
}

/** A staff list's text search (docs/rules/staff-screens.md, Sorting and paging): applied when submitted, one step back per search. */
export function ListSearch({ value, onSearch, hint, label }: ListSearchProps) {
  const { draft: text, setDraft: setText, apply } = useSearchDraft(value);
  const search = (next: string) => {
    apply(next);
    onSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };
  return (
    <search className="staff-admin__search" aria-label={label}>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Search"
          hint={hint}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          fieldClassName="staff-admin__search-field"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {value ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              search('');
            }}
          >
            Clear
          </Button>
        ) : null}
      </form>
    </search>
  );
}
