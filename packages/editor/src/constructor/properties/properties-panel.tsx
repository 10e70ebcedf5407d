import { constructorTexts, propertiesTexts, type Widget } from '@folio/model';
import { kindLabel, multiLayoutFields, sectionsFor, type FieldDescription, type WidgetRecord } from '@folio/widgets/authoring';
import { FormAnswersLink } from '../forms/form-answers-link';
import { useEditor, useEditorState, useSettledEditorState } from '../use-editor';
import { FieldsDisabled } from './controls/fields-disabled';
import { PanelSection } from './controls/panel-section';
import { DescribedField } from './described-field';
import './properties.css';

/**
 * The properties region (docs/editor-properties.md): nothing selected, a hint; one widget, its kind and its
 * fields in sections (layout, the kind's own, where it sits on the page); several, the layout fields they share,
 * blank where their values differ. A locked widget's fields are disabled.
 */
export function PropertiesPanel() {
  const editor = useEditor();
  const selectedIds = useEditorState(({ session }) => session.selectedIds);
  // The panel reads widgets as drawn: in the session's viewport, on its page.
  useSettledEditorState(({ document, session }) => [document, session.viewport, session.pageId]);
  const widgets = selectedIds.flatMap((id) => editor.getWidget(id) ?? []);
  return (
    <div className="fo-props">
      <h2 id="fo-panel-title" className="fo-panel__title">
        {constructorTexts.properties}
      </h2>
      {widgets.length === 0 && <p className="fo-panel__empty">{propertiesTexts.empty}</p>}
      {widgets.length === 1 && <WidgetProperties key={widgets[0]!._id} widget={widgets[0]!} />}
      {widgets.length > 1 && <SelectionProperties widgets={widgets} />}
    </div>
  );
}

function LockedNote({ text }: { text: string }) {
  return (
    <p className="fo-props__locked" role="note">
      {text}
    </p>
  );
}

function WidgetProperties({ widget }: { widget: Widget }) {
  const locked = widget.locked === true;
  const sections = sectionsFor(widget as unknown as WidgetRecord & { type: Widget['type'] });
  return (
    <FieldsDisabled.Provider value={locked}>
      <div className="fo-props__header" data-kind={widget.type}>
        <span className="fo-props__kind">{kindLabel(widget.type)}</span>
      </div>
      {locked && <LockedNote text={propertiesTexts.lockedHint} />}
      {widget.type === 'form' && <FormAnswersLink widgetId={widget._id} />}
      {sections.map((section) => (
        <PanelSection key={section.id} id={`${widget.type}.${section.id}`} title={section.title} defaultOpen={!section.closed}>
          <SectionFields fields={section.fields} widgets={[widget]} />
        </PanelSection>
      ))}
    </FieldsDisabled.Provider>
  );
}

/** Fields in the panel's order; the x/y and w/h pairs (short labels) side by side. */
function SectionFields({ fields, widgets }: { fields: readonly FieldDescription[]; widgets: readonly Widget[] }) {
  const compact = fields.filter((field) => field.control === 'number' && field.short);
  const rest = fields.filter((field) => !compact.includes(field));
  return (
    <>
      {compact.length > 0 && (
        <div className="fo-prop-grid">
          {compact.map((field) => (
            <DescribedField key={field.path!.join('.')} field={field} widgets={widgets} />
          ))}
        </div>
      )}
      {rest.map((field, index) => (
        <DescribedField key={field.path?.join('.') ?? `${field.label}-${index}`} field={field} widgets={widgets} />
      ))}
    </>
  );
}

function SelectionProperties({ widgets }: { widgets: readonly Widget[] }) {
  const locked = widgets.some((widget) => widget.locked === true);
  return (
    <FieldsDisabled.Provider value={locked}>
      <div className="fo-props__header">
        <span className="fo-props__kind">{propertiesTexts.selectionOf(widgets.length)}</span>
      </div>
      {locked && <LockedNote text={propertiesTexts.lockedSomeHint} />}
      <PanelSection id="selection.layout" title={propertiesTexts.sections.layout}>
        <SectionFields fields={multiLayoutFields} widgets={widgets} />
      </PanelSection>
    </FieldsDisabled.Provider>
  );
}
