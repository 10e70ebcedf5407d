import { widgetUiTexts, type Widget } from '@folio/model';

/** The kinds whose views are not built yet: an empty box with the kind's name as its accessible label. */
export default function PlaceholderView({ widget }: { widget: Widget }) {
  const label = widgetUiTexts.kindLabels[widget.type] ?? widget.type;
  return <div className="folio-placeholder" role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />;
}
