/**
 * OpenStreetMap tags to our default categories: one small table, shared by the brand stage (name-suggestion-index,
 * whose brands carry their OSM tags) and the place words (the iD tagging presets, one per kind of place). It follows
 * the labelling conventions at the top of src/seed/brands.ts, decided once here:
 * - supermarkets, convenience stores, bakeries, butchers, liquor stores and other food shops are Groceries;
 * - home improvement (doityourself, hardware, paint, garden centres, trade) and self-storage are Housing, while
 *   furniture and housewares are Shopping;
 * - pharmacies, doctors, dentists, opticians and gyms are Health & Fitness; drugstores (`shop=chemist`: dm, Rossmann,
 *   Superdrug), hairdressers and beauty are Personal Care;
 * - phone shops are the carriers' (their charges are phone bills): Utilities;
 * - car repair, tyres, parts, parking, car washes and public transport networks are Transport; hotels, hostels and
 *   car hire are Travel.
 * Tags not listed (banks, ATMs, post offices, vending machines, advertising…) say nothing a statement can use.
 */

/** `key=value` → category. */
const TAG_CATEGORIES: Record<string, string> = {};

function assign(category: string, key: string, values: string): void {
  for (const value of values.split(' ')) TAG_CATEGORIES[`${key}=${value}`] = category;
}

assign(
  'Groceries',
  'shop',
  'supermarket convenience bakery butcher greengrocer alcohol wine beverages deli cheese seafood frozen_food dairy ' +
    'health_food pastry confectionery chocolate tea coffee nuts spices wholesale farm food general organic pasta ' +
    'caterer water brewing_supplies',
);
assign('Dining Out', 'amenity', 'restaurant fast_food cafe bar pub ice_cream biergarten food_court');
assign('Fuel', 'amenity', 'fuel charging_station');
assign('Fuel', 'man_made', 'charge_point');
assign('Fuel', 'waterway', 'fuel');
assign('Transport', 'shop', 'car_repair tyres car_parts motorcycle_repair truck_repair');
assign('Transport', 'amenity', 'parking car_wash vehicle_inspection bicycle_rental car_sharing taxi bus_station');
assign('Travel', 'tourism', 'hotel motel hostel guest_house caravan_site camp_site chalet apartment');
assign('Travel', 'amenity', 'car_rental ferry_terminal');
assign('Travel', 'shop', 'travel_agency');
assign(
  'Shopping',
  'shop',
  'clothes shoes electronics furniture books jewelry department_store variety_store sports toys houseware kitchen ' +
    'bed outdoor stationery bicycle computer second_hand bag fashion_accessories watches baby_goods pet video_games ' +
    'music ' +
    'musical_instrument photo camera craft fabric party model games anime art boutique leather mall tobacco ' +
    'e-cigarette newsagent kiosk appliance hifi lighting household_linen curtain carpet fashion fishing hunting ' +
    'frame sewing collector trophy weapons printer_ink mobile_phone_accessories vacuum_cleaner candles pottery ' +
    'cannabis erotic country_store catalogue discount',
);
assign(
  'Housing',
  'shop',
  'doityourself hardware paint garden_centre trade tiles flooring bathroom_furnishing window_blind doors glaziery ' +
    'storage_rental power_tools tool_hire interior_decoration',
);
assign('Housing', 'office', 'estate_agent');
assign('Utilities', 'shop', 'mobile_phone telecommunication');
assign('Utilities', 'office', 'telecommunication');
assign('Health & Fitness', 'amenity', 'pharmacy dentist doctors clinic hospital');
assign('Health & Fitness', 'shop', 'optician hearing_aids medical_supply nutrition_supplements herbalist');
assign('Health & Fitness', 'leisure', 'fitness_centre sports_centre');
assign('Personal Care', 'shop', 'chemist hairdresser beauty cosmetics perfumery massage hairdresser_supply tattoo');
assign('Entertainment', 'amenity', 'cinema casino karaoke_box gambling theatre nightclub arts_centre');
assign(
  'Entertainment',
  'leisure',
  'bowling_alley amusement_arcade trampoline_park escape_game indoor_play miniature_golf adult_gaming_centre ' +
    'water_park',
);
assign('Entertainment', 'tourism', 'theme_park zoo aquarium museum gallery');
assign('Entertainment', 'shop', 'bookmaker lottery video ticket');
assign('Insurance', 'office', 'insurance');
assign(
  'Education',
  'amenity',
  'language_school driving_school music_school prep_school kindergarten childcare school university college ' +
    'training dancing_school',
);
assign('Gifts & Donations', 'shop', 'florist gift charity');
// Public transport networks (name-suggestion-index's transit tree): fares and passes. Ferries are left out: a city's
// ferry is a commute, a crossing is a trip (Travel), and the network does not say which.
assign('Transport', 'route', 'bus trolleybus tram train subway light_rail monorail');

/** Keys whose every value is one category (healthcare=dentist, healthcare=physiotherapist…). */
const KEY_CATEGORIES: Record<string, string> = { healthcare: 'Health & Fitness' };

/** Tag keys in the order they decide a place's kind (a fuel station with a shop is a fuel station). */
const KEY_ORDER = ['amenity', 'shop', 'tourism', 'leisure', 'healthcare', 'office', 'man_made', 'waterway', 'route'];

/** The category of a place with these OSM tags, or null when the table does not say. */
export function categoryOfTags(tags: Readonly<Record<string, string>>): string | null {
  return firstTag(tags, (key, value) => TAG_CATEGORIES[`${key}=${value}`] ?? KEY_CATEGORIES[key]) ?? null;
}

/** The first answer `lookup` has for the tags, keys taken in KEY_ORDER. */
function firstTag<T>(
  tags: Readonly<Record<string, string>>,
  lookup: (key: string, value: string) => T | undefined,
): T | undefined {
  for (const key of KEY_ORDER) {
    const value = tags[key];
    const answer = value === undefined ? undefined : lookup(key, value);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/**
 * How much a kind of place says about a chain's main business, when one name has several (a supermarket chain's
 * fuel stations and pharmacies, a fuel brand's shops and car washes): the supermarket before its fuel, the fuel
 * before its convenience shop, a pharmacy before the drugstore counter, and anything before a car wash or a car park.
 */
const TAG_RANKS: Record<string, number> = {
  'shop=supermarket': 3,
  'shop=department_store': 3,
  'shop=wholesale': 3,
  'amenity=pharmacy': 3,
  'shop=convenience': 1,
  'amenity=car_wash': 0,
  'amenity=parking': 0,
  'amenity=charging_station': 0,
  'man_made=charge_point': 0,
  'amenity=bicycle_rental': 0,
};
const DEFAULT_RANK = 2;

/** The rank (above) of a place with these tags. */
export function rankOfTags(tags: Readonly<Record<string, string>>): number {
  return firstTag(tags, (key, value) => TAG_RANKS[`${key}=${value}`]) ?? DEFAULT_RANK;
}

/**
 * name-suggestion-index's operator trees (`operators/<key>/<value>`: who runs the power lines, gas pipes, water works
 * and telephone exchanges) whose operators send households their bills: the utility companies (`BC HYDRO PAP`,
 * `WE ENERGIES DES:WEB PAY`, `DD THAMES WATER`). Trees of infrastructure nobody is billed by (survey points, street
 * cabinets, post boxes), of public bodies (schools, police, car parks: a council's name says nothing of what was
 * paid) and of waste and recycling (mostly councils and charities) are left out.
 */
const UTILITY_OPERATOR_TREES = [
  'power/line',
  'power/minor_line',
  'power/substation',
  'power/transformer',
  'power/pole',
  'power/tower',
  'power/plant',
  'power/generator',
  'route/power',
  'pipeline/substation',
  'man_made/pipeline',
  'man_made/water_works',
  'man_made/wastewater_plant',
  'man_made/water_tower',
  'man_made/reservoir_covered',
  'man_made/pumping_station',
  'office/water_utility',
  'office/energy_supplier',
  'telecom/exchange',
];

/** Whether the operators of a tree of name-suggestion-index (`operators/power/line`) are utilities. */
export function isUtilityOperatorTree(path: string): boolean {
  return UTILITY_OPERATOR_TREES.includes(path.replace(/^operators\//, ''));
}

/** Changes whenever the tables do: part of the cache key of every index built with them. */
export const OSM_TABLE_SIGNATURE = JSON.stringify([
  TAG_CATEGORIES,
  KEY_CATEGORIES,
  KEY_ORDER,
  TAG_RANKS,
  UTILITY_OPERATOR_TREES,
]);
