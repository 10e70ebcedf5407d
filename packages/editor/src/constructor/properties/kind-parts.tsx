import { useState } from 'react';
import { classifyEmbed, newObjectId, propertiesTexts, videoRefOfUrl, type FormField, type SlideshowPicture, type Widget } from '@folio/model';
import { AddToCartFields } from '../shop/add-to-cart-fields';
import { ShotsVideoPart } from '../shots/shots-video-part';
import { PicturePickerButton } from '../uploads/picture-picker';
import { NumberField } from './controls/number-field';
import { SelectField } from './controls/select-field';
import { TextField } from './controls/text-field';
import { ToggleField } from './controls/toggle-field';
import { useFieldDisabled } from './controls/fields-disabled';
import { useFieldWrites } from './use-field-writes';
import { useEditor } from '../use-editor';
import { writeVideoPoster } from './video-poster';
import { cornerFields, cornerNames, cornersDiffer, radiusChange, type CornerRadii, type CustomPart, type FieldPath } from '@folio/widgets/authoring';

const { fields: t, options: o, units } = propertiesTexts;

type Writes = ReturnType<typeof useFieldWrites>;
type PartProps = { widget: Widget; widgetIds: readonly string[]; label: string; writes: Writes };
type Record_ = Readonly<Record<string, unknown>>;

const read = (widget: Widget, name: string) => (widget as unknown as Record_)[name];

/** A part of a kind's panel that is more than one field (its kind's authoring.tsx names it). */
export function KindPart({ part, label, widgets }: { part: CustomPart; label: string; widgets: readonly Widget[] }) {
  const writes = useFieldWrites(widgets, `${part}:${widgets.map((widget) => widget._id).join(',')}`);
  const widget = widgets[0]!;
  const Part = PARTS[part];
  return <Part widget={widget} widgetIds={widgets.map((each) => each._id)} label={label} writes={writes} />;
}

const PARTS: Record<CustomPart, (props: PartProps) => React.ReactNode> = {
  corners: Corners,
  pictureUpload: ({ widget, writes }) => (
    <PictureUpload
      label={t.replacePicture}
      current={(read(widget, 'picture') as { url?: string } | undefined)?.url}
      onUploaded={(picture) =>
        writes.commit([
          [['picture'], { url: picture.url, type: picture.type, ...(picture.lqipUrl ? { lqipUrl: picture.lqipUrl } : {}) }],
          [['originalW'], picture.width],
          [['originalH'], picture.height],
        ])
      }
    />
  ),
  shapeIconUpload: ({ widget, writes }) => (
    <PictureUpload label={t.iconPicture} current={read(widget, 'rasterUrl') as string | undefined} onUploaded={(picture) => writes.commit([[['tp'], 'icon'], [['rasterUrl'], picture.url]])} />
  ),
  buttonIcons: ({ widget, writes }) => (
    <>
      <PictureUpload label={t.buttonIcon} current={read(widget, 'icon_url') as string | undefined} onUploaded={(picture) => writes.commit([[['icon_url'], picture.url]])} />
      <PictureUpload label={t.buttonHoverIcon} current={read(widget, 'hover_icon_url') as string | undefined} onUploaded={(picture) => writes.commit([[['hover_icon_url'], picture.url]])} />
    </>
  ),
  slides: ({ widget, writes }) => <Slides path={['pictures']} pictures={(read(widget, 'pictures') as SlideshowPicture[] | undefined) ?? []} writes={writes} />,
  backgroundSlides: ({ widget, writes }) => (
    <Slides path={['slideshow', 'pictures']} pictures={((read(widget, 'slideshow') as { pictures?: SlideshowPicture[] } | undefined)?.pictures) ?? []} writes={writes} />
  ),
  videoUrl: ({ widget, widgetIds, writes }) => <VideoUrl path={[]} source={widget as unknown as Record_} widgetIds={widgetIds} writes={writes} />,
  backgroundVideoUrl: ({ widget, widgetIds, writes }) => (
    <VideoUrl path={['video']} source={(read(widget, 'video') as Record_ | undefined) ?? {}} widgetIds={widgetIds} writes={writes} />
  ),
  videoPoster: ({ widget, writes }) => {
    const poster = read(widget, 'custom_thumbnail') as string | null | undefined;
    return (
      <>
        <PictureUpload label={t.customPoster} current={poster ?? undefined} onUploaded={(picture) => writes.commit([[['custom_thumbnail'], picture.url]])} />
        {poster && <PartButton onClick={() => writes.commit([[['custom_thumbnail'], null]])}>{t.removePoster}</PartButton>}
      </>
    );
  },
  shotsVideo: ({ widget, writes }) =>
    widget.type === 'shots' && <ShotsVideoPart widget={widget} onRemove={() => writes.commit([[['video_url'], undefined], [['poster_url'], undefined]])} />,
  embedCode: ({ widget, writes }) => {
    const kind = read(widget, 'kind') as string | undefined;
    return (
      <>
        <TextField
          label={t.embedCode}
          multiline
          hint={t.embedCodeHint}
          value={(read(widget, 'code') as string | undefined) ?? ''}
          validate={(code) => writes.problem([[['code'], code]])}
          onCommit={(code) => writes.commit(code.trim() ? [[['code'], code], [['kind'], classifyEmbed(code)]] : [[['code'], code]])}
        />
        {kind && <p className="fo-prop__note">{t.embedKind(kind)}</p>}
      </>
    );
  },
  formFields: ({ widget, writes }) => <FormFields fields={(read(widget, 'fields') as FormField[] | undefined) ?? []} writes={writes} />,
  backgroundPicture: ({ widget, writes }) => (
    <PictureUpload
      label={t.backgroundPicture}
      current={(read(widget, 'picture') as { url?: string } | undefined)?.url}
      onUploaded={(picture) => writes.commit([[['picture'], { url: picture.url, ...(picture.lqipUrl ? { poorUrl: picture.lqipUrl } : {}) }]])}
    />
  ),
  addToCart: ({ widget }) => (widget.type === 'addtocart' ? <AddToCartFields widget={widget} /> : null),
};

function PartButton({ onClick, children, label }: { onClick: () => void; children: React.ReactNode; label?: string }) {
  const off = useFieldDisabled(false);
  return (
    <button type="button" className="fo-button fo-button--secondary fo-button--small fo-part__button" disabled={off} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** The current picture small, and the upload button (the uploads part draws it). */
function PictureUpload({ label, current, onUploaded }: { label: string; current: string | undefined; onUploaded: Parameters<typeof PicturePickerButton>[0]['onUploaded'] }) {
  const off = useFieldDisabled(false);
  return (
    <div className="fo-part__upload">
      {current && <img className="fo-part__thumb" src={current} alt="" />}
      {!off && <PicturePickerButton label={label} onUploaded={onUploaded} />}
    </div>
  );
}

/** One corner radius, or (Separate corners) four. */
function Corners({ widget, writes }: PartProps) {
  const kind = cornerFields[widget.type]!;
  const radii = read(widget, kind.independent) as CornerRadii | undefined;
  const radius = (read(widget, kind.single) as number | undefined) ?? 0;
  const [separate, setSeparate] = useState(() => cornersDiffer(radii));
  const all = (value: number) => Object.fromEntries(cornerNames.map((name) => [name, value]));
  const cornerLabels = { tl: t.cornerTl, tr: t.cornerTr, bl: t.cornerBl, br: t.cornerBr };
  const record = widget as unknown as Record_;
  return (
    <>
      {!separate && (
        <NumberField
          label={t.radius}
          value={radii && !cornersDiffer(radii) ? (radii.tl ?? 0) : radius}
          unit={units.px}
          min={0}
          onCommit={(value) => writes.commit(Object.entries(radiusChange(record, kind, value)).map(([name, next]) => [[name], next] as const))}
          onPreview={(value) => writes.preview(Object.entries(radiusChange(record, kind, value)).map(([name, next]) => [[name], next] as const))}
          onCancel={writes.cancel}
        />
      )}
      <ToggleField
        label={t.independentCorners}
        checked={separate}
        onChange={(on) => {
          setSeparate(on);
          if (on && !radii) writes.commit([[[kind.independent], all(radius)]]);
          if (!on && cornersDiffer(radii)) writes.commit([[[kind.independent], all(radii?.tl ?? radius)], [[kind.single], radii?.tl ?? radius]]);
        }}
      />
      {separate && (
        <div className="fo-prop-grid">
          {cornerNames.map((name) => (
            <NumberField
              key={name}
              label={cornerLabels[name]}
              short={name.toUpperCase()}
              value={radii?.[name] ?? radius}
              unit={units.px}
              min={0}
              onCommit={(value) => writes.commit([[[kind.independent, name], value]])}
              onPreview={(value) => writes.preview([[[kind.independent, name], value]])}
              onCancel={writes.cancel}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** A slideshow's pictures: each small with move and remove buttons, and an upload that adds one. */
function Slides({ path, pictures, writes }: { path: FieldPath; pictures: readonly SlideshowPicture[]; writes: Writes }) {
  const write = (next: SlideshowPicture[]) => writes.commit([[path, next.map((picture, num) => ({ ...picture, num }))]]);
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    write(next);
  };
  return (
    <div className="fo-part">
      {pictures.length === 0 && <p className="fo-prop__note">{t.noSlides}</p>}
      <ol className="fo-part__list">
        {pictures.map((picture, index) => {
          const name = t.slide(index + 1);
          return (
            <li key={picture.uuid} className="fo-part__item">
              {picture.thumbUrl || picture.url ? <img className="fo-part__thumb" src={picture.thumbUrl ?? picture.url} alt="" /> : <span className="fo-part__thumb" />}
              <span className="fo-part__name">{name}</span>
              <PartIconButton label={`${propertiesTexts.moveUp}: ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)} glyph="↑" />
              <PartIconButton label={`${propertiesTexts.moveDown}: ${name}`} disabled={index === pictures.length - 1} onClick={() => move(index, index + 1)} glyph="↓" />
              <PartIconButton label={`${propertiesTexts.remove}: ${name}`} onClick={() => write(pictures.filter((_, at) => at !== index))} glyph="×" />
            </li>
          );
        })}
      </ol>
      <PictureUpload label={t.addSlide} current={undefined} onUploaded={(picture) => write([...pictures, { uuid: newObjectId(), url: picture.url, thumbUrl: picture.url, ...(picture.lqipUrl ? { poorUrl: picture.lqipUrl } : {}) }])} />
    </div>
  );
}

function PartIconButton({ label, glyph, onClick, disabled }: { label: string; glyph: string; onClick: () => void; disabled?: boolean }) {
  const off = useFieldDisabled(disabled);
  return (
    <button type="button" className="fo-button fo-button--quiet fo-part__icon" aria-label={label} title={label} disabled={off} onClick={onClick}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/**
 * A video's address: a YouTube or Vimeo address, stored with its provider and id. Another video's address drops the
 * thumbnail of the one before; the new video's poster is looked up and written once found (video-poster.ts).
 */
function VideoUrl({ path, source, widgetIds, writes }: { path: readonly string[]; source: Record_; widgetIds: readonly string[]; writes: Writes }) {
  const editor = useEditor();
  const at = (name: string): FieldPath => [...path, name] as unknown as FieldPath;
  const entries = (url: string) => {
    const ref = url.trim() ? videoRefOfUrl(url.trim()) : undefined;
    const thumbnail = url.trim() !== source.url ? ([[at('thumbnail_url'), undefined]] as const) : [];
    return ref ? ([[at('url'), url.trim()], [at('provider_name'), ref.provider], [at('video_id'), ref.id], ...thumbnail] as const) : ([[at('url'), url.trim()], ...thumbnail] as const);
  };
  const commit = (url: string) => {
    const problem = writes.commit(entries(url));
    if (!problem && url.trim()) void writeVideoPoster(editor, widgetIds, path, url.trim());
    return problem;
  };
  return (
    <TextField
      label={t.videoUrl}
      hint={t.videoUrlHint}
      value={(source.url as string | undefined) ?? ''}
      validate={(url) => (url.trim() && !videoRefOfUrl(url.trim()) ? propertiesTexts.errors.notAVideoAddress : writes.problem(entries(url)))}
      onCommit={commit}
    />
  );
}

/** A form's fields: each with its type, label, whether it is required and a select's choices; add, move, remove. */
function FormFields({ fields, writes }: { fields: readonly FormField[]; writes: Writes }) {
  const write = (next: FormField[]) => writes.commit([[['fields'], next]]);
  const change = (index: number, patch: Partial<FormField>) => write(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (from: number, to: number) => {
    const next = [...fields];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    write(next);
  };
  const kinds = Object.entries(o.formFieldKind).map(([value, label]) => ({ value, label }));
  return (
    <div className="fo-part">
      {fields.length === 0 && <p className="fo-prop__note">{t.noFormFields}</p>}
      {fields.map((field, index) => {
        const name = t.formField(index + 1);
        return (
          <fieldset key={field.id} className="fo-part__group">
            <legend className="fo-part__legend">
              <span>{name}</span>
              <span className="fo-part__tools">
                <PartIconButton label={`${propertiesTexts.moveUp}: ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)} glyph="↑" />
                <PartIconButton label={`${propertiesTexts.moveDown}: ${name}`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} glyph="↓" />
                <PartIconButton label={`${propertiesTexts.remove}: ${name}`} onClick={() => write(fields.filter((_, at) => at !== index))} glyph="×" />
              </span>
            </legend>
            <SelectField label={t.fieldKind} value={field.kind} options={kinds} onChange={(kind) => change(index, { kind: kind as FormField['kind'] })} />
            <TextField label={t.fieldLabel} value={field.label ?? ''} validate={(label) => writes.problem([[['fields'], fields.map((item, at) => (at === index ? { ...item, label } : item))]])} onCommit={(label) => change(index, { label })} />
            <ToggleField label={t.fieldRequired} checked={field.required === true} onChange={(required) => change(index, { required })} />
            {field.kind === 'select' && (
              <TextField
                label={t.fieldOptions}
                multiline
                value={(field.options ?? []).join('\n')}
                onCommit={(text) => change(index, { options: text.split('\n').map((line) => line.trim()).filter(Boolean) })}
              />
            )}
          </fieldset>
        );
      })}
      <PartButton onClick={() => write([...fields, { id: newObjectId(), kind: 'text', label: '' }])}>{t.addFormField}</PartButton>
    </div>
  );
}
