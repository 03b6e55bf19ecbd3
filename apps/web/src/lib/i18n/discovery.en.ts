/**
 * English texts of the discovery zones (`/discovery-zone/:zoneId?`) and the browse row of zones.
 * The load-failure texts are the contract's DISCOVERY_MESSAGES.
 */
export const discoveryEn = {
  listTitle: 'Discovery zones',
  listIntro: 'Pick a world to explore: fun facts, great books and a daily quiz!',
  listLabel: 'Discovery zones',
  loading: 'Opening the zones…',
  zoneLoading: 'Opening the zone…',
  ages: 'Ages {{min}}–{{max}}',
  openZone: 'Open the {{title}} zone',
  empty: 'No discovery zones yet',
  emptyText: 'New worlds to explore are on their way. Come back soon!',
  backToZones: 'All zones',
  facts: 'Fun facts',
  featured: 'Featured book',
  featuredRead: 'Read it',
  seeAll: 'See all',
  row: 'Books to explore',
};
