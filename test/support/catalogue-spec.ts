/**
 * The catalogue API as the spec writes it (§2 resources, §4 envelopes), every field strictly
 * typed and left raw (HTML and all): what the sample server must serve. The app's own schemas
 * (src/catalogue/schemas.ts) read only the fields it uses; these check the sample server's
 * fidelity to the spec.
 */
import { z } from 'zod';

/** §2.8: the element shape of `warnings` is not given; strings and objects of any shape occur. */
export const warningSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** §2.2 */
export const articleTypeSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  custom_description_type: z.string(),
  image: z.string(),
  compatibility_type_id: z.number().int(),
});

/** §2.1 */
export const compatibilityTypeSchema = z.object({
  id: z.number().int(),
  xx_iso: z.string(),
  xx_iso_compatibility_product_line_type: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  image: z.string(),
  article_types: z.array(articleTypeSchema),
});

/** §2.3 */
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

/** §2.5, short form (brand-detail response). */
export const modelSummarySchema = z.object({
  id: z.number().int(),
  indoor_unit: z.string(),
  compatibility_iso: z.string(),
  brand_id: z.number().int(),
  iumodel_type_id: z.number().int(),
  iumodel_technology_id: z.number().int(),
  /** §2.8: only `unknown` is shown. */
  vrf: z.string(),
  /** §2.8: type when not null is not shown. */
  modbus_map_code: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  visible: z.number().int(),
  heat_power_kw: z.number(),
  cold_power_kw: z.number(),
  heat_power_btu: z.number().int(),
  cold_power_btu: z.number().int(),
  maximum_flow_m3h: z.number().int(),
  minimum_flow_m3h: z.number().int(),
  maximum_flow_cfm: z.number(),
  minimum_flow_cfm: z.number(),
  maximum_pressure_available_pa: z.number().int(),
});

/** §2.4 */
export const brandWithModelsSchema = brandSchema.extend({
  iumodels: z.array(modelSummarySchema),
});

/** §2.6 */
export const brandDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  iso_brand: z.string(),
  ISO2: z.string(),
  ISO3: z.string(),
  public: z.boolean(),
  logo: z.string(),
  color_logo: z.string(),
  color: z.string().regex(/^[0-9A-Fa-f]{6}$/, 'six hexadecimal digits'),
});

const namedRefSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
});

/** §2.7 */
export const protocolCompatibilitySchema = z.object({
  id: z.number().int(),
  article_reference: z.string(),
  iumodel_compatibility_iso: z.string(),
  type_id: z.number().int(),
  /** §2.8: only `VISIBLE` is shown. */
  status: z.string(),
  type: z.object({
    id: z.number().int(),
    reference: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image: z.string(),
  }),
  warnings: z.array(warningSchema),
  communication_protocol: z.object({
    id: z.number().int(),
    xx_iso: z.string(),
    visible: z.number().int(),
    name: z.string(),
  }),
});

/** §2.5, full form (model-detail response). */
export const modelDetailSchema = modelSummarySchema.extend({
  ctlr_wifi: z.number().int(),
  ctlr_knx: z.number().int(),
  additional_info: z.string(),
  brand: brandDetailSchema,
  technology: namedRefSchema,
  type: namedRefSchema,
  warnings: z.array(warningSchema),
  protocol_compatibilities: z.array(protocolCompatibilitySchema),
  is_compatible: z.boolean(),
  is_compatible_with_market: z.boolean(),
});

/** §4.1–4.4 response envelopes. */
export const typesResponseSchema = z.object({
  body: z.object({ compatibility_type: compatibilityTypeSchema }),
});
export const brandsResponseSchema = z.object({ body: z.object({ brands: z.array(brandSchema) }) });
export const brandModelsResponseSchema = z.object({ body: z.object({ brand: brandWithModelsSchema }) });
export const modelResponseSchema = z.object({ body: z.object({ iumodel: modelDetailSchema }) });
