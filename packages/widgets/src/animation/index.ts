// @folio/widgets/animation — the viewer's animation engine, a lazy chunk of its own (docs/viewer.md "Animations").
export { animatePage, type PageAnimations, type PageAnimationsOptions, type PageRoot } from './engine';
export { animatePages, type PagesAnimations, type PagesAnimationsOptions, type ShownPage } from './pages';
// The keyframes of one animation: the constructor's preview plays them as the engine does (docs/editor-animation.md).
export { planAnimation, type AnimationPlan } from './keyframes';
