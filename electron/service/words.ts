/** Word lists and deliberate edge-case strings for the data generator. */
import { REFERENCE_CATEGORIES } from '../../shared/api/categories.ts'

/** The 8 categories of the reference data (assumptions row 8), as the OpenAPI document lists them. */
export const CATEGORIES = REFERENCE_CATEGORIES

/** Subjects per category, phrased so they read naturally inside title templates. */
export const SUBJECTS: Readonly<Record<(typeof CATEGORIES)[number], readonly string[]>> = {
  community: [
    'neighbourhood tool library',
    'shared community fridge',
    'street party permits',
    'volunteer snow-clearing network',
    'repair café',
    'public piano',
    'community garden plots',
    'neighbour welcome packs',
  ],
  culture: [
    'late-night museum opening',
    'street art walls',
    'local history podcast',
    'open-air cinema',
    'poetry on bus tickets',
    'library music studio',
    'festival of small theatres',
    'artist residencies in empty shops',
  ],
  economy: [
    'pop-up market stalls',
    'local currency vouchers',
    'micro-grants for small shops',
    'co-working desks in libraries',
    'shared commercial kitchen',
    'apprenticeship exchange',
    'short vacant shop leases',
    'cooperative grocery',
  ],
  education: [
    'homework clubs',
    'coding classes for seniors',
    'outdoor classrooms',
    'language exchange evenings',
    'school garden lessons',
    'free textbook swap',
    'adult literacy tutors',
    'science kits on loan',
  ],
  environment: [
    'rooftop gardens',
    'rain gardens on side streets',
    'tree planting days',
    'compost collection points',
    'solar panels on schools',
    'river clean-up crews',
    'wildflower verges',
    'plastic-free markets',
  ],
  health: [
    'walking groups',
    'mental health drop-in hours',
    'free blood pressure checks',
    'outdoor gym equipment',
    'drinking water fountains',
    'quiet hours in clinics',
    'community nurses',
    'healthy school lunches',
  ],
  technology: [
    'public Wi-Fi in parks',
    'open data portal',
    'digital help desks',
    'refurbished laptops for students',
    'air quality sensor network',
    'online permit forms',
    '3D printers in libraries',
    'open-source city apps',
  ],
  transport: [
    'protected bike lanes',
    'night bus routes',
    'car-free Sundays',
    'school streets',
    'bike parking at stations',
    'e-scooter parking bays',
    'bus shelter benches',
    'shared cargo bikes',
  ],
}

/** Places that complete a title. */
export const PLACES = [
  'the old town',
  'every district',
  'the harbour',
  'Riverside',
  'North End',
  'the university quarter',
  'all primary schools',
  'the central station',
  'Maple Street',
  'the east suburbs',
  'the market square',
  'Lakeside',
  'Hillcrest',
  'the industrial park',
]

/** Title templates: {S} = subject, {P} = place. */
export const TITLE_TEMPLATES = [
  '{S} in {P}',
  'Pilot {S} in {P}',
  'More {S} for {P}',
  '{S} near {P}',
  'Bring {S} to {P}',
  'Trial {S} around {P}',
  'Weekend {S} at {P}',
  'Year-round {S} in {P}',
]

/** Sentences of a suggestion: {S} = subject, {P} = place. */
export const SENTENCES = [
  'Many residents of {P} have asked for {S} for years.',
  'A small pilot could start within three months and cost less than a single road repair.',
  'Volunteers from local groups have offered to help run it.',
  'Similar projects in other cities doubled participation in the first year.',
  'We would measure success by counting visitors and asking people what changed.',
  'The budget could come from the participatory fund.',
  'It would make {P} easier to live in for families and older people alike.',
  'The idea costs little and can be reversed if it does not work.',
  'Local businesses said they would sponsor the first season.',
  'Start small, publish the results, then decide whether to expand {S} beyond {P}.',
  'Schools nearby could use {S} for lessons on weekday mornings.',
  'Nobody should need a car or a smartphone to benefit from it.',
]

/** Domain stems for generated sites. */
export const DOMAIN_STEMS = ['greener', 'open', 'better', 'shared', 'local', 'civic', 'bright', 'our']
/** Top-level domains for generated sites. */
export const DOMAIN_ENDINGS = ['.org', '.net', '.city', '.eu', '.io', '.com']

/** ASCII given names for usernames and display names. */
export const FIRST_NAMES = [
  'maria',
  'jon',
  'li',
  'amara',
  'sven',
  'priya',
  'kofi',
  'elena',
  'tomas',
  'yuki',
  'omar',
  'noa',
  'lucas',
  'ines',
  'arjun',
  'hana',
  'mateo',
  'sara',
  'ivan',
  'leila',
  'finn',
  'zara',
  'diego',
  'ada',
]
/** ASCII family names for usernames and display names. */
export const LAST_NAMES = [
  'keller',
  'wei',
  'okafor',
  'berg',
  'shah',
  'mensah',
  'rossi',
  'novak',
  'sato',
  'haddad',
  'cohen',
  'silva',
  'duarte',
  'kumar',
  'park',
  'lopez',
  'petrov',
  'nasser',
  'walsh',
  'moreau',
]

/** Display names that exercise rendering: accents, right-to-left scripts, emoji, HTML-looking text. */
export const SPECIAL_DISPLAY_NAMES = [
  'José Álvarez-Núñez',
  'Zoë Brontë',
  'محمد الأحمد',
  'נועה כהן',
  'Chloé 🌱 Dubois',
  '<script>alert(1)</script>',
  'Tom &amp; Jerry',
  '<img src=x onerror=alert(1)>',
  'Łukasz Żółć',
  '李小龍 (Bruce)',
]

const LONG_TITLE_UNIT = 'Connect every neighbourhood with safe, shaded, well-lit walking routes '

/** Titles that exercise rendering; the generator places each on one published bridge. */
export const SPECIAL_TITLES = [
  '🚲 Bike repair stations at every station 🚉',
  'Repair Café in the old town library',
  'Café de réparation à Montréal-Nord',
  'حدائق مجتمعية على أسطح المدارس',
  'ספרייה קהילתית פתוחה בשכונה',
  '<script>alert(1)</script> Safer school crossings',
  '<img src=x onerror=alert(1)> Street photo wall',
  'Parks &amp; Recreation: late opening hours',
  'Zürich-style tram priority for Łódź & Škofja Loka',
  LONG_TITLE_UNIT.repeat(5).slice(0, 299).trimEnd().padEnd(300, '.'),
]

/** A suggestion of more than 5,000 characters. */
export function longSuggestion(): string {
  const paragraph =
    'This proposal is deliberately detailed so that readers can judge every part of it. ' +
    'It describes the current situation, the people affected, the costs, the risks and the way we would measure results. ' +
    'Each phase ends with a public report, and the next phase only starts when the report shows a clear benefit. '
  return paragraph.repeat(20).trimEnd()
}

/** Suggestions with HTML-looking and mixed-script content. */
export const SPECIAL_SUGGESTIONS = [
  'Paste this into any page and see: <script>alert(1)</script>. Clients must show it as text.',
  'An image tag <img src=x onerror=alert(1)> should render literally, as should &amp; and &lt;b&gt;.',
  'Mixed scripts in one text: English, العربية, עברית, Ελληνικά, and emoji 🎉🌍.',
]
