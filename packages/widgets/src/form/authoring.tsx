import { kindTexts, propertiesTexts } from '@folio/model';
import { barSize, defineKindAuthoring } from '../kind-authoring/define';
import { text } from '../kind-authoring/fields';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

const { fields: t, sections: s } = propertiesTexts;
// Its two fields (name, email) and the submit button at the view's 15 px type, with room for a problem line.
const NEW_FORM_SIZE = { w: 360, h: 232 };

export function FormPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="2.75" width="14.5" height="4" rx="1" />
      <rect x="2.75" y="8.75" width="14.5" height="4" rx="1" />
      <rect x="2.75" y="14.75" width="6.5" height="2.5" rx="1.25" />
    </PictogramFrame>
  );
}

export const formAuthoring = defineKindAuthoring({
  type: 'form',
  group: 'interactive',
  Pictogram: FormPictogram,
  defaultSize: (page) => barSize(NEW_FORM_SIZE, page),
  // A form starts with the two fields most forms ask for, so it shows as a form and can be sent at once.
  newWidget: (box) => ({
    type: 'form',
    ...box,
    fields: [
      { id: 'name', kind: 'text', label: kindTexts.newFormFields.name, required: true },
      { id: 'email', kind: 'email', label: kindTexts.newFormFields.email, required: true },
    ],
  }),
  sections: [
    { id: 'form', title: s.form, fields: [text(['submit_label'], t.submitLabel), text(['success_message'], t.successMessage, { multiline: true })] },
    { id: 'formFields', title: s.formFields, fields: [{ control: 'custom', part: 'formFields', label: s.formFields }] },
  ],
});
