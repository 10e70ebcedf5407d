import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { hotspotConstants, widgetKindTexts, type HotspotWidget } from '@folio/model';
import { rgba } from '../css-values';
import type { KindViewProps } from '../on-demand';
import { numberField, oneOfField, stringField } from '../widget-fields';

export type TipPosition = 'top' | 'right' | 'bottom' | 'left';
const POSITIONS: TipPosition[] = ['top', 'right', 'bottom', 'left'];

/**
 * Hotspot (fields not shown in the spec): a round spot in `color`, a button, that shows `tip_text` beside it at
 * `tip_position`, `tip_w` wide. A mouse shows the tip while it hovers the spot; a tap, a click, Enter or Space pins
 * it open (or closes it again); Escape or a press anywhere else closes it. The tip is plain text, its newlines
 * kept. The server draws it closed.
 */
export default function HotspotView({ widget }: KindViewProps<HotspotWidget>) {
  const text = stringField(widget, 'tip_text') ?? '';
  const position = oneOfField(widget, 'tip_position', POSITIONS) ?? hotspotConstants.defaultTipPosition;
  const width = numberField(widget, 'tip_w') ?? hotspotConstants.defaultTipWidthPx;
  const color = rgba(stringField(widget, 'color')) ?? rgba(hotspotConstants.defaultColor);
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const tipId = useId();
  const hasTip = text.trim() !== '';
  const open = hasTip && (hovered || pinned);

  // While open: Escape or a press outside the hotspot closes it.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setHovered(false);
      setPinned(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // Only a mouse hovers; touch and pen show the tip by their tap (the click below).
  const hover = (on: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(on);
  };

  return (
    <div ref={rootRef} className="folio-hotspot" style={rootStyle}>
      <button
        type="button"
        className="folio-hotspot-spot"
        aria-label={widgetKindTexts.hotspot}
        aria-expanded={hasTip ? open : undefined}
        aria-controls={hasTip ? tipId : undefined}
        aria-describedby={hasTip ? tipId : undefined}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        onClick={() => setPinned((was) => !was)}
        style={{ ...spotStyle, background: color }}
      />
      {hasTip && (
        <div id={tipId} className="folio-hotspot-tip" data-position={position} hidden={!open} style={{ ...tipStyle, ...tipPlacement(position), width }}>
          {text}
        </div>
      )}
    </div>
  );
}

/** Where the tip sits: beside the spot on the chosen side, centred along it, tipGapPx away. */
export function tipPlacement(position: TipPosition): CSSProperties {
  const away = `calc(100% + ${hotspotConstants.tipGapPx}px)`;
  switch (position) {
    case 'top':
      return { bottom: away, left: '50%', transform: 'translateX(-50%)' };
    case 'bottom':
      return { top: away, left: '50%', transform: 'translateX(-50%)' };
    case 'left':
      return { right: away, top: '50%', transform: 'translateY(-50%)' };
    case 'right':
      return { left: away, top: '50%', transform: 'translateY(-50%)' };
  }
}

const rootStyle: CSSProperties = { position: 'relative', width: '100%', height: '100%' };
const spotStyle: CSSProperties = { display: 'block', width: '100%', height: '100%', padding: 0, border: 0, borderRadius: '50%', cursor: 'pointer' };
const tipStyle: CSSProperties = {
  position: 'absolute',
  zIndex: 1,
  boxSizing: 'border-box',
  padding: '8px 12px',
  borderRadius: 4,
  background: '#fff',
  color: '#000',
  boxShadow: '0 2px 10px rgba(0,0,0,0.25)',
  font: '400 14px/1.4 Roboto,"Helvetica Neue",Arial,sans-serif',
  textAlign: 'left',
  whiteSpace: 'pre-line',
  overflowWrap: 'break-word',
};
