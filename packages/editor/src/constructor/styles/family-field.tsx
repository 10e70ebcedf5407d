import { useId, useState, type KeyboardEvent } from 'react';
import { fontLibrary, stylesTexts, systemFonts } from '@folio/model';

const families = [...new Set([...fontLibrary.map((font) => font.family), ...systemFonts.map((font) => font.family)])].sort((a, b) => a.localeCompare(b));

/**
 * A style's font family: a searchable list of the library's families and the system's (typing filters the browser's
 * suggestions), committed on Enter, on a pick or when the field is left; Escape puts it back. A name typed that
 * matches a family case-insensitively takes that family's spelling.
 */
export function FamilyField({ label, value, onChange }: { label: string; value: string; onChange: (family: string) => void }) {
  const id = useId();
  const listId = `${id}-families`;
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (typed: string | null = draft) => {
    if (typed === null) return;
    setDraft(null);
    const name = typed.trim();
    const known = families.find((family) => family.toLowerCase() === name.toLowerCase());
    const family = known ?? name;
    if (family && family !== value) onChange(family);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    }
  };
  return (
    <div className="fo-prop">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      <input
        id={id}
        className="fo-text fo-family-field"
        type="text"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={stylesTexts.familySearch}
        style={{ fontFamily: `"${value}", sans-serif` }}
        value={draft ?? value}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          // A pick from the list arrives as the whole name of a family: take it at once.
          if (families.includes(next) && (event.nativeEvent as InputEvent).inputType !== 'insertText') commit(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit()}
      />
      <datalist id={listId}>
        {families.map((family) => (
          <option key={family} value={family} />
        ))}
      </datalist>
    </div>
  );
}
