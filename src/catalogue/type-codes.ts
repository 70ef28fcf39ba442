/**
 * The controller type codes the catalogue interface itself names (the detail paths' values, and two
 * returned only in some markets). Users type them (`knx`, `zigbee`), so a market lacking one
 * answers "not offered here" rather than reading noise; what a market offers is still its own type
 * list.
 */

/**
 * The only values the brand-detail and model-detail paths accept as their type (spec §4.3,
 * §4.4 "Allowed values"): a request with another type is one the spec says is refused, so it is
 * never sent; such a type's models are read through the other types that list the brand.
 */
export const detailPathTypeCodes: readonly string[] = ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'];

export const interfaceTypeCodes: readonly string[] = [...detailPathTypeCodes, 'CTLR_PRO_STI', 'CTLR_ZIGBEE'];
