import { boxFromPoints } from '../../geometry';
import type { StateFactory } from '../tool';

/**
 * The marquee: the selection is every visible, unlocked widget the box meets, added to the selection there was
 * when shift was held at the press. Escape puts the earlier selection back.
 */
export const brushing: StateFactory = ({ editor, transition }) => {
  let initial: string[] = [];
  let additive = false;
  const finish = () => {
    editor.updateSession((session) => void (session.brush = null));
    transition('idle');
  };
  return {
    name: 'brushing',
    enter: (info) => {
      additive = (info as { additive: boolean }).additive;
      initial = editor.selectedIds;
    },
    pointerMove: ({ point }) => {
      const brush = boxFromPoints(editor.input.origin, point);
      const caught = editor.view.widgetsInBox(brush);
      editor.updateSession((session) => void (session.brush = brush));
      editor.select(additive ? [...initial, ...caught] : caught);
    },
    pointerUp: finish,
    cancel: () => {
      editor.select(initial);
      finish();
    },
  };
};
