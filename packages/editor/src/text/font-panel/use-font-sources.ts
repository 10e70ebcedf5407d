import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fontLibrary, systemFonts, type Font } from '@folio/model';
import { queryKeys, useApi } from '../../app/queries';
import { useProjectStyles } from '../../constructor/styles/use-project-styles';
import { listCustomFonts, type CustomFont } from './custom-fonts';
import type { FamilySources } from './family-list';

export const customFontsQueryKey = ['custom-fonts'] as const;

// The System section: families every desktop browser draws without a download (the model's list).
const systemFamilies = systemFonts.map((font) => font.family);

export interface FontSources extends Omit<FamilySources, 'current' | 'usedFamilies'> {
  /**
   * widgets-and-authoring.md §2: custom fonts need can_use_custom_fonts, taken from the owner's profile when the
   * viewer is the owner (in the constructor the author is the owner). undefined while the profile loads.
   */
  canUseCustomFonts: boolean | undefined;
  customFontsError: boolean;
  /** Adds a font to the project's fonts (edit_params.fonts): one undo step, saved. */
  addFont(font: Font): void;
  /** A custom font just uploaded: listed under My fonts at once. */
  rememberCustomFont(font: CustomFont): void;
}

/** Where the picker and the features panel find families: the project, the author's fonts, the library, the system. */
export function useFontSources(): FontSources {
  const api = useApi();
  const queryClient = useQueryClient();
  const { fonts: projectFonts, addFont } = useProjectStyles();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const canUseCustomFonts = me.data === undefined ? undefined : me.data?.permissions.can_use_custom_fonts === true;
  const custom = useQuery({ queryKey: customFontsQueryKey, queryFn: () => listCustomFonts(), enabled: canUseCustomFonts === true, staleTime: Infinity });
  const customFonts = useMemo(() => custom.data ?? [], [custom.data]);
  return useMemo(
    () => ({
      projectFonts,
      customFonts,
      library: fontLibrary,
      system: systemFamilies,
      canUseCustomFonts,
      customFontsError: custom.isError,
      addFont,
      rememberCustomFont: (font: CustomFont) =>
        queryClient.setQueryData<CustomFont[]>(customFontsQueryKey, (list = []) => [...list.filter((each) => each._id !== font._id), font]),
    }),
    [projectFonts, customFonts, canUseCustomFonts, custom.isError, addFont, queryClient],
  );
}
