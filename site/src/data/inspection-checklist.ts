// Printable home inspection checklist (/templates/inspection-checklist). Items are things a
// buyer can see or test during a showing or walk-through; they do not replace a licensed inspector.

export interface ChecklistSection {
  id: string;
  title: string;
  items: string[];
}

export const INSPECTION_SECTIONS: readonly ChecklistSection[] = [
  {
    id: 'exterior',
    title: 'Exterior',
    items: [
      'Roof shingles are flat and intact, with none missing or curling',
      'Gutters and downspouts are secure and drain water away from the house',
      'Ground slopes away from the foundation on all sides',
      'Foundation has no large cracks, bulges or crumbling areas',
      'Siding, brick or stucco is free of cracks, rot and gaps',
      'Windows and exterior doors have intact frames, seals and caulking',
      'Chimney stands straight with a cap and sound mortar',
      'Deck, porch and railings are solid and free of rotted boards',
      'Driveway and walkways have no major cracks or trip hazards',
      'Trees and shrubs are trimmed back from the roof and walls',
    ],
  },
  {
    id: 'interior-structure',
    title: 'Interior Structure',
    items: [
      'Ceilings show no water stains, sagging or fresh patches',
      'Walls have no large cracks, especially above doors and windows',
      'Floors feel level and solid, without soft spots or heavy squeaks',
      'Interior doors open, close and latch without sticking',
      'Windows open, close and lock easily',
      'Stairs are solid and handrails are secure',
      'Attic has adequate insulation and no signs of leaks or pests',
      'Basement or crawl space is dry, with no musty smell or standing water',
      'No visible mold or mildew in closets, corners or under sinks',
      'Smoke and carbon monoxide detectors are present and working',
    ],
  },
  {
    id: 'electrical-system',
    title: 'Electrical System',
    items: [
      'Main electrical panel is accessible and clearly labeled',
      'Panel capacity is adequate for the home (note the amperage)',
      'No double-tapped breakers, scorch marks or rust in the panel',
      'Outlets near water are GFCI-protected and reset correctly',
      'Outlets are grounded (three-prong) and none feel loose',
      'Light switches and fixtures work in every room',
      'No exposed, frayed or loose wiring in the attic, basement or garage',
      'No flickering lights or warm switch plates when in use',
      'Exterior outlets have weatherproof covers',
      'Note any aluminum or knob-and-tube wiring for an electrician to review',
    ],
  },
  {
    id: 'plumbing',
    title: 'Plumbing',
    items: [
      'Water pressure is good when a faucet and shower run together',
      'Hot water arrives at every faucet within a reasonable time',
      'Water heater shows no rust or leaks, and its age is noted',
      'Water heater has a pressure relief valve with a discharge pipe',
      'No leaks under sinks or around toilets',
      'Toilets flush fully and do not rock or run continuously',
      'Sinks, tubs and showers drain quickly without gurgling',
      'Main water shut-off valve is located and turns freely',
      'Visible supply pipes show no corrosion or mismatched patches',
      'Sewer or septic type is confirmed and service records are requested',
    ],
  },
  {
    id: 'hvac-system',
    title: 'HVAC System',
    items: [
      'Furnace or heat pump turns on and heats the home',
      'Air conditioning turns on and blows cool air',
      'Thermostat responds and switches between heating and cooling',
      'Every room has a working supply vent with noticeable airflow',
      'Air filter is clean and its size is noted',
      'Outdoor condenser unit is level, clear of debris and undamaged',
      'No unusual noises, smells or short cycling while running',
      'Visible ductwork is connected and sealed at the joints',
      'System age and maintenance records are requested from the seller',
      'Fuel-burning equipment has a proper vent or flue',
    ],
  },
  {
    id: 'kitchen-appliances',
    title: 'Kitchen & Appliances',
    items: [
      'Range burners and oven heat properly',
      'Range hood or exhaust fan runs and vents correctly',
      'Refrigerator and freezer hold cold temperatures',
      'Dishwasher runs a cycle without leaks',
      'Garbage disposal runs without jamming or leaking',
      'Sink faucet and sprayer work with no drips',
      'No leaks or water damage inside the sink cabinet',
      'Cabinets and drawers open, close and are securely mounted',
      'Countertops are sealed and free of major damage',
      'Washer and dryer hookups work, and the dryer vents outside',
    ],
  },
];
