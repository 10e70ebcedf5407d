// The font panel (docs/editor.md "Fonts"): the family picker and the font features panel the text toolbar mounts.
export { FontFamilyPicker, type FontFamilyPickerProps } from './font-family-picker';
export { FontFeaturesPanel, type FontFeaturesPanelProps, type InlineStylePatch } from './font-features-panel';
