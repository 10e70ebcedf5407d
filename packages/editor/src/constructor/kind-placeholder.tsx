import type { CSSProperties } from 'react';
import type { Widget } from '@folio/model';
import { emptyPlaceholder, kindAuthoring, type WidgetRecord } from '@folio/widgets/authoring';
import { placementStyle } from '@folio/widgets/placement';
import './kind-placeholder.css';

/**
 * What an empty media widget (a video, slideshow, map, embed, social feed, shots or audio with nothing to show yet)
 * draws on the canvas over its empty box: its pictogram, its kind and how to fill it, in a dashed frame. The
 * viewer draws nothing there (the kind's view draws an empty box): this is the constructor's alone. Null for a
 * widget that shows something of its own.
 */
export function KindPlaceholder({ widget }: { widget: Widget }) {
  const placeholder = emptyPlaceholder(widget as unknown as WidgetRecord & { type: Widget['type'] });
  if (!placeholder) return null;
  const { Pictogram } = kindAuthoring(widget.type);
  const style: CSSProperties = { ...placementStyle(widget), transform: widget.angle ? `rotate(${widget.angle}deg)` : undefined };
  return (
    <div className="fo-kind-placeholder" data-placeholder-id={widget._id} data-kind={widget.type} style={style}>
      <span className="fo-kind-placeholder__inner">
        <Pictogram />
        <span className="fo-kind-placeholder__label">{placeholder.label}</span>
        <span className="fo-kind-placeholder__words">{placeholder.words}</span>
      </span>
    </div>
  );
}
