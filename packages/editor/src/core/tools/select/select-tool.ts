import type { Editor } from '../../editor';
import { Tool } from '../tool';
import { brushing } from './brushing';
import { draggingGuide } from './dragging-guide';
import { idle } from './idle';
import { pointingCanvas } from './pointing-canvas';
import { pointingHandle } from './pointing-handle';
import { pointingWidget } from './pointing-widget';
import { resizing } from './resizing';
import { resizingPage } from './resizing-page';
import { rotating } from './rotating';
import { translating } from './translating';

/** The select tool: idle → pointing → translating / resizing / rotating / brushing → idle; idle → resizingPage / draggingGuide → idle. */
export function selectTool(editor: Editor): Tool {
  return new Tool('select', editor, { idle, pointingWidget, pointingCanvas, pointingHandle, translating, resizing, rotating, brushing, resizingPage, draggingGuide }, 'idle');
}
