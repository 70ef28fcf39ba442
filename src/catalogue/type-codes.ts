/**
 * The controller type codes the catalogue interface itself names (spec: the values of the
 * detail paths' type parameter, and the two returned only in some markets). They are words users
 * type (`knx`, `zigbee`), so the lookup recognises them even in a market whose type list lacks
 * them, and answers "not offered here" instead of reading them as noise. What a market offers is
 * still decided by its own type list alone.
 */
export const interfaceTypeCodes: readonly string[] = [
  'CTLR_KNX',
  'CTLR_PRO',
  'CTLR_WIFI',
  'CTLR_PRO_STI',
  'CTLR_ZIGBEE',
];
