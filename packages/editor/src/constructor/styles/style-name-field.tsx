import { stylesTexts } from '@folio/model';
import { TextField } from '../properties/controls/text-field';
import { checkStyleName, type NamedStyle } from './style-lists';

/** A style's name: checked against the other names of its list; a new name is handed over trimmed, an equal one not. */
export function StyleNameField({ list, name, onRename }: { list: readonly NamedStyle[]; name: string; onRename: (name: string) => void }) {
  return (
    <TextField
      label={stylesTexts.name}
      value={name}
      validate={(value) => {
        const checked = checkStyleName(list, name, value);
        return checked.ok ? undefined : checked.error;
      }}
      onCommit={(value) => {
        const renamed = value.trim();
        if (renamed !== name) onRename(renamed);
      }}
    />
  );
}
