// Issue 14, "Hydrate less, later": the viewer's scripts are not on the first paint's critical path. The server's
// page is complete without them (docs/viewer.md "Every viewport in the HTML"), so the document names them only to
// this small inline loader, which fetches them once the page has loaded (its styles, fonts and first-screen
// pictures are in) and the browser has painted it. Until then nothing competes with what the first paint and the
// largest picture need (docs/viewer.md "What loads when").

/**
 * The latest the loader waits for the load event, from the moment the page is parsed: a first-screen picture or an
 * embed that takes longer to arrive does not keep the page inert longer than this.
 */
export const LOAD_WAIT_MS = 3000;

/**
 * After the load event, the longest the loader waits for the first contentful paint: a
 * hidden tab paints nothing, nor does a page of colours only.
 */
export const PAINT_WAIT_MS = 1000;

/** The loader's element: `data-entry` is the entry module, `data-preloads` its static imports, space-separated. */
export const SCRIPT_LOADER_ID = 'folio-scripts';

/**
 * The loader's text, the same for every page (the server allows it by its hash in the Content-Security-Policy).
 * After the load event (or LOAD_WAIT_MS), then once the browser reports the first contentful paint (or PAINT_WAIT_MS
 * after the load without one: a hidden tab, a page with nothing but colours), it adds the preloads and the entry
 * module, once. A frame callback is not enough: the frame it starts is shown later, and the paint is counted then.
 */
export const SCRIPT_LOADER = `(function(){var el=document.getElementById('${SCRIPT_LOADER_ID}');if(!el)return;var done=false;
function load(){if(done)return;done=true;var pre=el.getAttribute('data-preloads');if(pre)pre.split(' ').forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link);});
var script=document.createElement('script');script.type='module';script.src=el.getAttribute('data-entry');document.body.appendChild(script);}
function afterPaint(){if(performance.getEntriesByName('first-contentful-paint').length)return setTimeout(load,0);
try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(load,0);}).observe({type:'paint',buffered:true});}catch(error){}
setTimeout(load,${PAINT_WAIT_MS});}
if(document.readyState==='complete')afterPaint();else{window.addEventListener('load',afterPaint);setTimeout(afterPaint,${LOAD_WAIT_MS});}})();`;
