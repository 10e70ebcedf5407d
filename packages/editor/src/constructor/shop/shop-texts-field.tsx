import { shopConstants, shopEditorConstants, shopEditorTexts, shopMessages } from '@folio/model';
import { useEditor, useEditorState } from '../use-editor';
import { CommitField } from './commit-field';

/**
 * The shop's customisable texts (ecommerce.md §3 "Project ecommerce data": texts, e.g. out_of_stock, default 'Out of
 * stock'). They are the project's, not one widget's: §7's "project save patch with ecommerce_data (texts) sent from
 * the constructor", written through the core's updateProject so they are saved, undone and redone with the rest.
 */
export function ShopTextsField() {
  const editor = useEditor();
  const texts = useEditorState(({ document }) => document.project.ecommerce_data?.texts);
  const key = shopEditorConstants.outOfStockKey;
  return (
    <fieldset className="fo-shop-fields__group">
      <legend className="fo-shop__label">{shopEditorTexts.shopTexts}</legend>
      <CommitField
        label={shopEditorTexts.outOfStock}
        value={texts?.[key] ?? ''}
        // ecommerce.md §9: label inputs hold at most 32 characters.
        maxLength={shopConstants.labelMaxLength}
        placeholder={shopMessages.outOfStock}
        hint={shopEditorTexts.outOfStockHint}
        onCommit={(value) => {
          const next: Record<string, string> = { ...texts };
          if (value) next[key] = value;
          else delete next[key];
          editor.run('updateProject', { fields: { ecommerce_data: { texts: next } } });
        }}
      />
    </fieldset>
  );
}
