import { describe, expect, it } from 'vitest';
import { defaultViewOpts, resolveViewOpts } from '../view-opts-defaults';
import { viewOptsSchema } from './view-opts';

describe('viewOpts', () => {
  it('viewer-and-project.md §3: viewOpts defaults', () => {
    expect(resolveViewOpts({})).toEqual({
      arrows: true,
      menubutton: true,
      projectinfo: true,
      sharebutton: true,
      pagecounter: true,
      controlsontop: false,
      viewertype: 'vertical',
      slidein: false,
      sticky: false,
      scalewidth: 3600,
      lqip: false,
      branding: false,
      scalableviewer: false,
    });
    expect(resolveViewOpts(undefined)).toEqual(defaultViewOpts);
  });

  it('viewer-and-project.md §3: a set option wins over its default, an undefined one does not', () => {
    const opts = resolveViewOpts({ arrows: false, viewertype: 'horizontal', scalewidth: undefined });
    expect(opts.arrows).toBe(false);
    expect(opts.viewertype).toBe('horizontal');
    expect(opts.scalewidth).toBe(3600);
  });

  it('viewer-and-project.md §3: every option is optional and unknown options are refused', () => {
    expect(viewOptsSchema.safeParse({}).success).toBe(true);
    expect(viewOptsSchema.safeParse({ viewertype: 'vertical', sticky: true }).success).toBe(true);
    const unknown = viewOptsSchema.safeParse({ arows: true });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('viewer-and-project.md §1: the viewer type is vertical or horizontal', () => {
    expect(viewOptsSchema.safeParse({ viewertype: 'diagonal' }).success).toBe(false);
    expect(viewOptsSchema.safeParse({ scalewidth: 0 }).success).toBe(false);
  });

  it('viewer-and-project.md §3: resolving does not mutate the shared defaults', () => {
    resolveViewOpts({ arrows: false });
    expect(defaultViewOpts.arrows).toBe(true);
    expect(Object.isFrozen(defaultViewOpts)).toBe(true);
  });
});
