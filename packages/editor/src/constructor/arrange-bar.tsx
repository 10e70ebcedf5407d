import { useId } from 'react';
import { constructorTexts, linkPanelTexts, type Widget } from '@folio/model';
import type { ActionName } from '../core';
import { CopyIcon, TrashIcon } from '../app/icons';
import * as Icons from './constructor-icons';
import { LinkIcon } from './links/link-icon';
import { openWidgetLinkPanel } from './links/link-panel-host';
import { ToolButton } from './tool-button';
import { useEditor, useEditorState, useSettledEditorState } from './use-editor';

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];
const ANCHORS = ['tl', 't', 'tr', 'l', 'c', 'r', 'bl', 'b', 'br'] as const;

/** Icon buttons running one action each, with the key the action answers. */
const GROUPS: { actions: [ActionName, string, () => React.ReactNode, string?][] }[] = [
  {
    actions: [
      ['duplicate', constructorTexts.duplicate, CopyIcon, 'Control+D'],
      ['deleteSelected', constructorTexts.delete, TrashIcon, 'Delete'],
    ],
  },
  {
    actions: [
      ['flipHorizontal', constructorTexts.flipHorizontal, Icons.FlipHIcon, 'Shift+H'],
      ['flipVertical', constructorTexts.flipVertical, Icons.FlipVIcon, 'Shift+V'],
    ],
  },
  {
    actions: [
      ['bringToFront', constructorTexts.bringToFront, Icons.FrontIcon, 'Control+Shift+]'],
      ['bringForward', constructorTexts.bringForward, Icons.ForwardIcon, 'Control+]'],
      ['sendBackward', constructorTexts.sendBackward, Icons.BackwardIcon, 'Control+['],
      ['sendToBack', constructorTexts.sendToBack, Icons.BackIcon, 'Control+Shift+['],
    ],
  },
  {
    actions: [
      ['alignLeft', constructorTexts.alignLeft, Icons.AlignLeftIcon, 'Alt+A'],
      ['alignCenter', constructorTexts.alignCenter, Icons.AlignCenterIcon, 'Alt+H'],
      ['alignRight', constructorTexts.alignRight, Icons.AlignRightIcon, 'Alt+D'],
      ['alignTop', constructorTexts.alignTop, Icons.AlignTopIcon, 'Alt+W'],
      ['alignMiddle', constructorTexts.alignMiddle, Icons.AlignMiddleIcon, 'Alt+V'],
      ['alignBottom', constructorTexts.alignBottom, Icons.AlignBottomIcon, 'Alt+S'],
      ['distributeHorizontal', constructorTexts.distributeHorizontal, Icons.DistributeHIcon, 'Alt+Shift+H'],
      ['distributeVertical', constructorTexts.distributeVertical, Icons.DistributeVIcon, 'Alt+Shift+V'],
    ],
  },
];

const every = (widgets: Widget[], has: (widget: Widget) => boolean) => widgets.length > 0 && widgets.every(has);

/**
 * The selection's tools, in a bar over the canvas (their buttons off while nothing is selected): duplicate and delete,
 * flips, z order, align and distribute, lock and hide (in this viewport), full width and height, stick to a side and
 * the fixed position. Each runs the core's action; toggles show whether every selected widget has the setting.
 */
export function ArrangeBar() {
  const editor = useEditor();
  const fixedId = useId();
  const selectedIds = useEditorState(({ session }) => session.selectedIds);
  useSettledEditorState(({ document, session }) => [document, session.viewport, session.pageId]);
  const none = selectedIds.length === 0;
  const widgets = selectedIds.flatMap((id) => editor.getWidget(id) ?? []);
  const fixed = widgets.length && widgets.every((widget) => widget.fixed_position === widgets[0]!.fixed_position) ? (widgets[0]!.fixed_position || '') : '';
  return (
    <div className="fo-arrange" role="toolbar" aria-label={constructorTexts.arrange}>
      <span className="fo-arrange__count" role="status">
        {constructorTexts.selectionSummary(selectedIds.length)}
      </span>
      {GROUPS.map((group, index) => (
        <div key={index} className="fo-arrange__group">
          {group.actions.map(([name, label, IconOf, shortcut]) => (
            <ToolButton nativeTip key={name} label={label} shortcut={shortcut} icon={<IconOf />} disabled={none} onClick={() => (editor.run as (name: ActionName) => boolean)(name)} />
          ))}
        </div>
      ))}
      <div className="fo-arrange__group">
        <ToolButton nativeTip disabled={none} label={linkPanelTexts.open} shortcut="Control+K" icon={<LinkIcon />} onClick={() => openWidgetLinkPanel(editor)} />
      </div>
      <div className="fo-arrange__group">
        <ToolButton nativeTip disabled={none} label={constructorTexts.lock} shortcut="Control+Shift+L" icon={<Icons.LockIcon />} pressed={every(widgets, (widget) => widget.locked === true)} onClick={() => editor.run('toggleLocked')} />
        <ToolButton nativeTip disabled={none} label={constructorTexts.hide} shortcut="Control+Shift+H" icon={<Icons.EyeOffIcon />} pressed={every(widgets, (widget) => widget.hidden === true)} onClick={() => editor.run('toggleHidden')} />
      </div>
      <div className="fo-arrange__group">
        <ToolButton nativeTip disabled={none} label={constructorTexts.fullWidth} icon={<Icons.FullWidthIcon />} pressed={every(widgets, (widget) => widget.is_full_width === true)} onClick={() => editor.run('toggleFullWidth')} />
        <ToolButton nativeTip disabled={none} label={constructorTexts.fullHeight} icon={<Icons.FullHeightIcon />} pressed={every(widgets, (widget) => widget.is_full_height === true)} onClick={() => editor.run('toggleFullHeight')} />
        {SIDES.map((side) => (
          <ToolButton
            key={side}
            disabled={none}
            label={constructorTexts.stick(constructorTexts.sides[side]!)}
            icon={<span className={`fo-stick fo-stick--${side}`}><Icons.StickIcon /></span>}
            pressed={every(widgets, (widget) => widget.sticked?.[side] === true)}
            onClick={() => editor.run('toggleSticked', { side })}
          />
        ))}
      </div>
      <div className="fo-arrange__group fo-arrange__fixed">
        <label htmlFor={fixedId} className="fo-arrange__label">
          <Icons.PinIcon />
          <span className="fo-visually-hidden">{constructorTexts.fixedPosition}</span>
        </label>
        <select
          id={fixedId}
          className="fo-select"
          disabled={none}
          value={fixed}
          onChange={(event) => editor.run('setFixedPosition', { anchor: (event.target.value || false) as (typeof ANCHORS)[number] | false })}
        >
          <option value="">{constructorTexts.fixedNone}</option>
          {ANCHORS.map((anchor) => (
            <option key={anchor} value={anchor}>
              {constructorTexts.fixedAnchors[anchor]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
