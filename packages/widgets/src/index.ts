// @folio/widgets — one folder per widget kind: its view (viewer and editor canvas) and its panel (editor).
// The kinds' data (schemas, defaults) lives in @folio/model/widgets; views arrive with the widgets work.
export {};
