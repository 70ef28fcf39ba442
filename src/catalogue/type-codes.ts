/**
 * The controller type codes the catalogue interface itself names (spec: the values of the
 * detail paths' type parameter, and the two returned only in some markets). They are words users
 * type (`knx`, `zigbee`), so the lookup recognises them even in a market whose type list lacks
 * them, and answers "not offered here" instead of reading them as noise. What a market offers is
 * still decided by its own type list alone.
 */

/**
 * The only values the brand-detail and model-detail paths accept as their type (spec §4.3,
 * §4.4 "Allowed values"): a request with another type is one the spec says is refused, so it is
 * never sent; such a type's models are read through the other types that list the brand.
 */
export const detailPathTypeCodes: readonly string[] = ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'];

export const interfaceTypeCodes: readonly string[] = [...detailPathTypeCodes, 'CTLR_PRO_STI', 'CTLR_ZIGBEE'];
