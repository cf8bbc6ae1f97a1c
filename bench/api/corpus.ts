/**
 * Varied, realistic memory sentences and search queries: templates × vocabularies, drawn by a
 * seeded PRNG so every run seeds the same data.
 */

const FOODS = [
  "sushi",
  "pizza",
  "ramen",
  "tacos",
  "lasagna",
  "curry",
  "falafel",
  "paella",
  "dumplings",
  "pho",
  "burritos",
  "croissants",
  "bagels",
  "kimchi",
  "risotto",
  "goulash",
  "hummus",
  "ceviche",
  "pancakes",
  "gnocchi",
  "tofu",
  "salmon",
  "oysters",
  "lentil soup",
  "dark chocolate",
  "blueberries",
  "avocado toast",
  "mango",
  "cheesecake",
  "pretzels",
  "miso soup",
  "empanadas",
  "waffles",
  "couscous",
  "spinach",
  "peanuts",
];
const CITIES = [
  "Paris",
  "Berlin",
  "Tokyo",
  "Lisbon",
  "Madrid",
  "Rome",
  "Vienna",
  "Prague",
  "Oslo",
  "Dublin",
  "Seoul",
  "Toronto",
  "Chicago",
  "Boston",
  "Austin",
  "Denver",
  "Sydney",
  "Melbourne",
  "Cairo",
  "Nairobi",
  "Lima",
  "Bogota",
  "Montreal",
  "Amsterdam",
  "Copenhagen",
  "Stockholm",
  "Helsinki",
  "Warsaw",
  "Budapest",
  "Athens",
  "Istanbul",
  "Marrakesh",
  "Hanoi",
  "Bangkok",
  "Singapore",
  "Mumbai",
  "Kyoto",
  "Zurich",
];
const COUNTRIES = [
  "Japan",
  "Portugal",
  "Iceland",
  "Peru",
  "Kenya",
  "Vietnam",
  "Norway",
  "Mexico",
  "Morocco",
  "Greece",
  "Chile",
  "Canada",
  "Thailand",
  "Scotland",
  "New Zealand",
  "Argentina",
  "Croatia",
  "Georgia",
  "Jordan",
  "Indonesia",
  "Ireland",
  "Italy",
  "Spain",
  "Brazil",
  "Egypt",
  "Finland",
  "Austria",
  "India",
];
const NAMES = [
  "Anna",
  "Ben",
  "Clara",
  "David",
  "Elena",
  "Felix",
  "Grace",
  "Hugo",
  "Iris",
  "Jonas",
  "Kira",
  "Leo",
  "Maya",
  "Noah",
  "Olivia",
  "Paul",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
  "Umar",
  "Vera",
  "Will",
  "Yara",
  "Zoe",
  "Marco",
  "Lina",
  "Tomas",
  "Sofia",
  "Omar",
  "Hannah",
  "Lucas",
  "Mia",
  "Ethan",
  "Nora",
  "Ravi",
];
const SPORTS = [
  "tennis",
  "basketball",
  "football",
  "swimming",
  "climbing",
  "cycling",
  "running",
  "volleyball",
  "badminton",
  "rowing",
  "skiing",
  "surfing",
  "yoga",
  "boxing",
  "golf",
  "table tennis",
  "hiking",
];
const INSTRUMENTS = [
  "piano",
  "guitar",
  "violin",
  "drums",
  "cello",
  "flute",
  "saxophone",
  "ukulele",
  "trumpet",
];
const LANGUAGES = [
  "Spanish",
  "Japanese",
  "German",
  "French",
  "Italian",
  "Portuguese",
  "Korean",
  "Mandarin",
  "Arabic",
  "Dutch",
  "Swedish",
  "Greek",
  "Turkish",
  "Polish",
  "Hindi",
  "Russian",
];
const JOBS = [
  "software engineer",
  "nurse",
  "teacher",
  "data scientist",
  "architect",
  "product manager",
  "designer",
  "accountant",
  "chef",
  "pharmacist",
  "lawyer",
  "photographer",
  "electrician",
  "journalist",
  "pilot",
  "veterinarian",
  "translator",
  "physiotherapist",
];
const COMPANIES = [
  "Acme",
  "Globex",
  "Initech",
  "Umbrella",
  "Hooli",
  "Stark Industries",
  "Wayne Enterprises",
  "Vandelay",
  "Soylent",
  "Cyberdyne",
  "Tyrell",
  "Wonka",
  "Aperture",
  "Massive Dynamic",
  "Oscorp",
  "Pied Piper",
];
const ANIMALS = ["dog", "cat", "parrot", "rabbit", "hamster", "turtle", "horse", "goldfish", "lizard"];
const TOPICS = [
  "machine learning",
  "ancient Rome",
  "climate change",
  "jazz history",
  "photography",
  "gardening",
  "astronomy",
  "nutrition",
  "woodworking",
  "philosophy",
  "economics",
  "marine biology",
  "chess openings",
  "pottery",
  "meditation",
  "public speaking",
  "investing",
  "genetics",
  "urban planning",
  "poetry",
];
const DRINKS = [
  "coffee",
  "green tea",
  "espresso",
  "orange juice",
  "sparkling water",
  "red wine",
  "matcha",
  "cocoa",
];
const HOBBIES = [
  "hiking",
  "painting",
  "knitting",
  "birdwatching",
  "baking",
  "camping",
  "fishing",
  "gaming",
  "dancing",
  "sailing",
  "gardening",
  "photography",
  "skating",
  "kayaking",
  "singing",
];
const COLORS = ["blue", "green", "red", "yellow", "purple", "orange", "teal", "black", "white"];
const ITEMS = ["camera", "bike", "laptop", "tent", "backpack", "keyboard", "telescope", "easel", "kayak"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(list: readonly T[]) => T;

export function picker(random: () => number): Pick {
  return <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
}

const year = (p: Pick) => p([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
const num = (p: Pick) => p([2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 50, 100, 200, 500]);

/** Sentences a user could have said; index = template id (its category is classified once per template). */
export const MEMORY_TEMPLATES: ((p: Pick) => string)[] = [
  (p) => `I like ${p(FOODS)}.`,
  (p) => `I love eating ${p(FOODS)} on ${p(WEEKDAYS)}s with ${p(NAMES)}.`,
  (p) => `I visited ${p(CITIES)} in ${p(MONTHS)} ${year(p)}.`,
  (p) => `My favourite sport is ${p(SPORTS)}.`,
  (p) => `I play the ${p(INSTRUMENTS)} every ${p(WEEKDAYS)} evening.`,
  (p) => `I am learning ${p(LANGUAGES)} for my trip to ${p(COUNTRIES)}.`,
  (p) => `My sister ${p(NAMES)} lives in ${p(CITIES)}.`,
  (p) => `I work as a ${p(JOBS)} at ${p(COMPANIES)}.`,
  (p) => `I have a ${p(ANIMALS)} named ${p(NAMES)}.`,
  (p) => `I am allergic to ${p(FOODS)}.`,
  (p) => `I run ${num(p)} kilometres every ${p(WEEKDAYS)} morning.`,
  (p) => `I want to travel to ${p(COUNTRIES)} next year to see ${p(CITIES)}.`,
  (p) => `My friend ${p(NAMES)} recommended a book about ${p(TOPICS)}.`,
  (p) => `I prefer ${p(DRINKS)} over ${p(DRINKS)} in the morning.`,
  (p) => `I took an online course on ${p(TOPICS)} in ${year(p)}.`,
  (p) => `My doctor told me to eat less ${p(FOODS)} and drink more water.`,
  (p) => `I saved ${num(p)} hundred euros for a holiday in ${p(COUNTRIES)}.`,
  (p) => `I met ${p(NAMES)} at a ${p(HOBBIES)} club in ${p(CITIES)}.`,
  (p) => `My favourite colour is ${p(COLORS)} and I painted my ${p(ITEMS)} that colour.`,
  (p) => `I usually go ${p(HOBBIES)} with my brother ${p(NAMES)} in ${p(MONTHS)}.`,
  (p) =>
    `I finished reading a novel about ${p(TOPICS)} by ${p(NAMES)} ${p(["Smith", "Garcia", "Kim", "Novak", "Rossi", "Okafor"])}.`,
  (p) => `I bought a new ${p(ITEMS)} for ${p(HOBBIES)}.`,
  (p) => `My daughter ${p(NAMES)} started school in ${p(CITIES)} in ${year(p)}.`,
  (p) => `I have a meeting with ${p(COMPANIES)} about ${p(TOPICS)} on ${p(WEEKDAYS)}.`,
  (p) => `I invest ${num(p)} euros a month in index funds.`,
  (p) => `I was born in ${p(CITIES)} and grew up in ${p(COUNTRIES)}.`,
  (p) => `I practice ${p(SPORTS)} with ${p(NAMES)} twice a week.`,
  (p) => `I cooked ${p(FOODS)} for ${p(NAMES)}'s birthday in ${p(MONTHS)}.`,
  (p) => `I speak ${p(LANGUAGES)} and a little ${p(LANGUAGES)}.`,
  (p) => `I need to finish the ${p(TOPICS)} report for ${p(COMPANIES)} by ${p(WEEKDAYS)}.`,
];

const QUERY_TEMPLATES: ((p: Pick) => string)[] = [
  (p) => `what food do I like, maybe ${p(FOODS)}?`,
  (p) => `when did I visit ${p(CITIES)}`,
  (p) => `${p(FOODS)}`,
  () => "which sports do I play",
  (p) => `trip to ${p(COUNTRIES)}`,
  (p) => `who is ${p(NAMES)}`,
  () => "where do I work",
  (p) => `my job at ${p(COMPANIES)}`,
  () => "what pets do I have",
  () => "am I allergic to anything",
  (p) => `books about ${p(TOPICS)}`,
  (p) => `learning ${p(LANGUAGES)}`,
  () => "what do I drink in the morning",
  (p) => `${p(HOBBIES)} with my brother`,
  (p) => `meeting with ${p(COMPANIES)}`,
  () => "how much money did I save for holidays",
  (p) => `family living in ${p(CITIES)}`,
  (p) => `playing the ${p(INSTRUMENTS)}`,
  (p) => `course on ${p(TOPICS)} in ${year(p)}`,
  () => "my favourite colour",
  (p) => `friends I met in ${p(CITIES)}`,
  (p) => `birthday dinner for ${p(NAMES)}`,
  () => "what languages do I speak",
  (p) => `new ${p(ITEMS)}`,
  () => "health advice from my doctor",
  (p) => `running in the ${p(["morning", "evening"])}`,
  (p) => `${p(SPORTS)} partner`,
  (p) => `where was I born, ${p(COUNTRIES)}?`,
];

export function memoryText(p: Pick, template: number): string {
  const make = MEMORY_TEMPLATES[template % MEMORY_TEMPLATES.length];
  if (!make) throw new Error(`no template ${template}`);
  return make(p);
}

/** `n` search queries, varied. */
export function queries(n: number, seed: number): string[] {
  const p = picker(rng(seed));
  return Array.from({ length: n }, (_, i) => {
    const make = QUERY_TEMPLATES[i % QUERY_TEMPLATES.length];
    if (!make) throw new Error("no query template");
    return make(p);
  });
}

/** One short conversation message for the store benchmark (one fact, every third message two). */
export function storeMessage(p: Pick, i: number): string {
  const a = memoryText(p, i);
  return i % 3 === 0 ? `${a} ${memoryText(p, i + 7)}` : a;
}
