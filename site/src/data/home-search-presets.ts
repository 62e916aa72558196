// Checkbox presets on the Home Search Criteria worksheet (/templates/home-search-criteria).

export const MUST_HAVES: readonly string[] = [
  'Garage',
  'Home office',
  'Main-floor bedroom',
  'Laundry room',
  'Fenced yard',
  'Central air conditioning',
  'Good school district',
  'Short commute',
  'Off-street parking',
  'Updated kitchen',
  'Storage space',
  'Move-in ready',
];

export const NICE_TO_HAVES: readonly string[] = [
  'Finished basement',
  'Fireplace',
  'Open floor plan',
  'Walk-in closet',
  'Deck or patio',
  'Hardwood floors',
  'Swimming pool',
  'Energy-efficient features',
  'Walkable neighborhood',
  'Mudroom',
  'Extra guest room',
  'Large backyard',
];

export const DEAL_BREAKERS: readonly string[] = [
  'Busy road',
  'Flood zone',
  'Foundation problems',
  'High HOA fees',
  'Major roof repairs needed',
  'Shared driveway',
  'Long commute',
  'Mold or water damage',
  'Outdated electrical wiring',
  'Too small for our needs',
  'Needs major renovation',
  'Noisy neighborhood',
];
