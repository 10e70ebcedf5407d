import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { widgetOf } from '../test-widgets';
import AudioView from './view';

describe('audio view', () => {
  const widget = widgetOf('audio', { url: 'https://cdn.example.com/song.mp3', title: 'Song', autoplay: true, loop: true });

  it('a player fetched only on play, with its title', () => {
    const html = renderToString(<AudioView widget={widget} />);
    expect(html).toContain('<audio controls="" preload="none" src="https://cdn.example.com/song.mp3" title="Song" aria-label="Song"');
    expect(html).not.toContain('autoplay');
    expect(html).not.toContain('loop');
  });

  it('autoplay and loop only when the page is shown', () => {
    const html = renderToString(<AudioView widget={widget} active />);
    expect(html).toContain('autoPlay=""');
    expect(html).toContain('loop=""');
  });

  it('no autoplay while media are stopped', () => {
    expect(renderToString(<AudioView widget={widget} active stopped />)).not.toContain('autoPlay');
  });

  it('no file: an empty box', () => {
    expect(renderToString(<AudioView widget={widgetOf('audio')} />)).not.toContain('<audio');
  });
});
