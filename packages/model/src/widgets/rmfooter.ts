import type { z } from 'zod';
import { defineWidgetKind } from './common';
import { pageBarFields } from './page-bar-fields';

export const rmfooterWidgetSchema = defineWidgetKind('rmfooter', pageBarFields);
export type RmfooterWidget = z.infer<typeof rmfooterWidgetSchema>;
