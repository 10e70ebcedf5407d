import type { z } from 'zod';
import { defineWidgetKind } from './common';
import { pageBarFields } from './page-bar-fields';

export const rmheaderWidgetSchema = defineWidgetKind('rmheader', pageBarFields);
export type RmheaderWidget = z.infer<typeof rmheaderWidgetSchema>;
