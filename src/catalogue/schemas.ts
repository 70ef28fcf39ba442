/**
 * zod schemas for the catalogue API (spec §2, §4): only the fields the app reads, strictly typed.
 * Fields it does not read are accepted in any form and dropped, so a cosmetic change upstream never
 * becomes `invalid_response`; display fields leave as plain text (display-text.ts). Every
 * TypeScript type of the catalogue comes from here.
 */
import { z } from 'zod';
import { displayText, displayWarning } from './display-text.js';

/** §2.8: the element shape of `warnings` is not given; every shape becomes display text. */
const warningsSchema = z.array(displayWarning);

/** §2.2 */
const articleTypeSchema = z.object({
  reference: z.string(),
  name: displayText,
});

/** §2.1 */
const compatibilityTypeSchema = z.object({
  article_types: z.array(articleTypeSchema),
});

/** §2.3 */
const brandSchema = z.object({
  id: z.number().int(),
  name: displayText,
});

/** §2.5, short form (brand-detail response). */
const modelSummarySchema = z.object({
  id: z.number().int(),
  indoor_unit: z.string(),
  brand_id: z.number().int(),
  visible: z.number().int(),
  heat_power_kw: z.number(),
  cold_power_kw: z.number(),
  heat_power_btu: z.number().int(),
  cold_power_btu: z.number().int(),
  maximum_flow_m3h: z.number().int(),
  minimum_flow_m3h: z.number().int(),
  maximum_flow_cfm: z.number(),
  minimum_flow_cfm: z.number(),
});

/** §2.4 */
const brandWithModelsSchema = brandSchema.extend({
  iumodels: z.array(modelSummarySchema),
});

/** §2.6: of the brand detail, only the name is shown. */
const brandDetailSchema = z.object({
  name: displayText,
});

const namedRefSchema = z.object({
  name: displayText,
});

/** §2.7 */
const protocolCompatibilitySchema = z.object({
  article_reference: z.string(),
  /** §2.8: only `VISIBLE` is shown. */
  status: z.string(),
  type: z.object({
    reference: z.string(),
    name: displayText,
  }),
  warnings: warningsSchema,
  communication_protocol: z.object({
    name: displayText,
  }),
});

/** §2.5, full form (model-detail response). */
const modelDetailSchema = modelSummarySchema.extend({
  additional_info: displayText,
  brand: brandDetailSchema,
  technology: namedRefSchema,
  type: namedRefSchema,
  warnings: warningsSchema,
  protocol_compatibilities: z.array(protocolCompatibilitySchema),
});

/** §4.1–4.4 response envelopes. */
export const typesResponseSchema = z.object({
  body: z.object({ compatibility_type: compatibilityTypeSchema }),
});
export const brandsResponseSchema = z.object({ body: z.object({ brands: z.array(brandSchema) }) });
export const brandModelsResponseSchema = z.object({ body: z.object({ brand: brandWithModelsSchema }) });
export const modelResponseSchema = z.object({ body: z.object({ iumodel: modelDetailSchema }) });

export type ArticleType = z.infer<typeof articleTypeSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type BrandWithModels = z.infer<typeof brandWithModelsSchema>;
export type ProtocolCompatibility = z.infer<typeof protocolCompatibilitySchema>;
export type ModelDetail = z.infer<typeof modelDetailSchema>;
