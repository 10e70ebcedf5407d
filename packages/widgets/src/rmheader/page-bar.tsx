import { pageBarConstants, type RmfooterWidget, type RmheaderWidget } from '@folio/model';
import { rgba } from '../css-values';
import { booleanField, numberField, stringField } from '../widget-fields';

/**
 * Header and footer (fields not shown in the spec): a bar filling the widget's box in bg_color at bg_opacity.
 * A sticky bar says so in `data-sticky`; keeping it on screen is the viewer layout's work.
 */
export function PageBar({ widget }: { widget: RmheaderWidget | RmfooterWidget }) {
  const color = stringField(widget, 'bg_color') ?? pageBarConstants.defaultBgColor;
  const opacity = numberField(widget, 'bg_opacity') ?? pageBarConstants.defaultBgOpacity;
  const sticky = booleanField(widget, 'sticky') === true;
  return <div className={`folio-page-bar folio-${widget.type}`} data-sticky={sticky || undefined} style={{ width: '100%', height: '100%', background: rgba(color, opacity) }} />;
}
