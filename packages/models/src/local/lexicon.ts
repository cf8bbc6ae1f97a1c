import { escapeRegExp } from "../text/regex.ts";
import type { Category } from "../types.ts";
import { PROGRAMMING_LANGUAGES, SYSTEMS } from "./languages/en/assistant-chat.ts";
import { CUES as IT_CUES } from "./languages/it/lexicon.ts";
import { CUES as NL_CUES } from "./languages/nl/lexicon.ts";
import { ENGLISH_FIELDS, OTHER_FIELDS } from "./semantic-fields.ts";

/**
 * Multilingual (en, de, fr, es; Italian and Dutch in languages/<it|nl>/lexicon.ts, semantic fields
 * in semantic-fields.ts) cue words per category. `word*` matches a prefix, a trailing `!`
 * doubles the cue's weight (a strong signal such as "wife" or "allergic"), multi-word cues match
 * as phrases (written with `_` between the words). Matching is on lower-cased text with apostrophes normalised to `'`.
 */
const CUES: Record<Category, string> = {
  identity: `
    my_name! name_is! call_me! years_old! born! birthday! i_live! i'm_living live_in! living_in moved_to! move_to
    based_in i'm_from! i_am_from! grew_up! hometown! nationality citizen native_speaker mother_tongue! speak
    introvert extrovert personality pronouns left-handed zodiac homeowner!
    heiße! mein_name! jahre_alt! geboren! geburtstag! wohne! lebe_in! umgezogen! gezogen! komme_aus! aufgewachsen!
    staatsangehörig* muttersprache!
    m'appelle! mon_nom! né! née! anniversaire! habite! vis_à! déménagé! viens_de! grandi! nationalité langue_maternelle!
    me_llamo! mi_nombre! nací! cumpleaños! vivo_en! me_mudé! mudado! soy_de! crecí! nacionalidad lengua_materna!`,
  career: `
    pager on_call! rota! rotation! residency! patients! ward supervisor! depot promotion! overtime! contract! redundan*!
    handed_in_my_notice! notice_period! newsroom editor! publisher! manuscript! deadline translat* offshore! demo
    conference presentation onboarding probation! payroll recruiter! headhunt* commission* tenure
    job! jobs work! works working! worked career! business_owner! office boss! manager colleague* coworker* co-worker* promot*! employer!
    company startup client* customer* project* meeting* hired! laid_off! fired! resign* salary interview* intern* internship
    engineer* developer* programmer* teacher nurse designer* lawyer accountant consultant architect scientist analyst
    software team_lead ceo cto founder freelanc* business profession* shift* retire* quit_my_job! new_job! coding code
    self-employed! dental_practice! medical_practice! law_practice! veterinary_practice! gp_practice! private_practice!
    arbeit*! beruf*! chef chefin kolleg* firma unternehmen büro befördert! beförderung! gekündigt kündigung bewerbung
    vorstellungsgespräch ingenieur* entwickler* lehrer* projekt* kunde* praktikum selbstständig
    travail*! boulot! emploi! métier! patron collègue* entreprise bureau promu*! promotion embauché* licencié* démission*
    ingénieur* développeu* professeur enseignant* projet* stage entretien_d'embauche poste à_mon_compte! auto-entrepreneu*! autoentrepreneu*! indépendant! indépendante!
    ma_boîte! ma_boite! bosse! bosser! agence client* auto-entreprise! micro-entreprise! société chantier*
    à_la_retraite! retraité! retraitée! bénévol*!
    trabaj*! empleo! jefe jefa colega* empresa oficina ascendi*! ascenso contrataron despidieron renunci* ingenier*
    desarrollador* profesor* proyecto* prácticas entrevista_de_trabajo puesto`,
  interests: `
    sauna season_ticket! recipe! recipes! crossword! puzzle* sailing! boat kayak* gig! gigs! album! albums festival!
    museum* gallery exhibition theatre! opera! ballet! dance* danced dances sing singing choir! band! record* vinyl
    camera photos birdwatching! birds bees beekeeping! hive* allotment! plants motorbike! bike! cycling! run_club
    love! loves i_like! you_like! we_like! they_like! i'd_like! we'd_like! really_like! also_like! still_like!
    actually_like! do_like! don't_like! dont_like! didn't_like! doesn't_like! would_like! to_like! likes enjoy*!
    favorite! favourite! hobby! hobbies! fan passion* play plays playing guitar piano violin drums music song* band*
    concert* movie* film* series netflix book books bookshop* read reading novel* game* gaming football soccer
    basketball tennis golf chess hiking! hike climbing cycling painting drawing photograph* cook cooking baking garden*
    knit* anime podcast* sport* jazz rock pizza sushi food coffee tea collect* dancing fishing surf* ski skis skied
    skier* skiing swim* watch* watching
    liebe! mag gerne gern lieblings*! hobby hobbys spiele spielen gitarre klavier musik lied* konzert* film* serie* buch
    bücher lese* fußball tennis schach wander* klettern radfahren malen fotografi* koche* kochen backe* garten sport
    adore! aime! préféré*! préférée* passion* loisir* joue* jouer guitare piano musique chanson* concert* film* série*
    livre* lire lis roman* jeu* jeux foot* tennis échecs randonnée* escalade vélo peinture dessin photo* cuisine* cuisiner
    pâtisserie jardin* chorale! chœur orchestre! fanfare!
    encanta! gusta*! favorit*! pasión afición pasatiempo* juego jugar guitarra piano música canción* concierto*
    película* serie* libro* leer novela* fútbol tenis ajedrez senderismo escalada bicicleta pintar pintura cocinar jardín`,
  relationships: `
    wife! husband! partner! girlfriend! boyfriend! fiancé*! fiance*! married! marry! wedding! divorc*! dating! mom mum
    mother! dad father! parents! sister*! brother*! sibling*! son! daughter*! kid! kids! child! children! baby grandma!
    grandmother! grandpa! grandfather! grandparent*! aunt uncle cousin* niece nephew friend! friends! best_friend!
    family! relationship! broke_up! anniversary in-laws dog! dogs cat! cats pet! pets
    ehefrau! ehemann! freundin! freund! freunde! verlobt*! verheiratet! hochzeit! geschieden! scheidung! ledig! mutter!
    mama vater! papa eltern! schwester*! bruder! brüder! geschwister! sohn! tochter! töchter! kind! kinder! oma! opa!
    großeltern! tante onkel familie! beziehung! getrennt! hund! katze! haustier! frau mann geheiratet! heiraten!
    femme! mari! conjoint*! copine! copain! petite_amie! petit_ami! fiancé*! marié*! mariage! divorc*! célibataire!
    mère! maman père! papa parents! sœur*! soeur*! frère*! fils! fille! filles! enfant*! bébé grand-mère! grand-père!
    tante oncle cousin* ami! amie! amis! famille! relation! chien! chat! chiot! chaton! chienne!
    esposa! esposo! marido! pareja! novia! novio! prometid*! casad*! boda! divorci*! solter*! madre! mamá padre! papá
    padres! hermana*! hermano*! hijo*! hija*! bebé abuela*! abuelo*! tía tío primo prima amig*! familia! relación!
    perro! gato! me_casé! nos_casamos!`,
  health: `
    knee! knees! ankle! wrist! shoulder! hip! spine! disc back_pain! kilos! lose_weight! lost_weight! breathing!
    blood_test! scan! x-ray! mri! crutches! splint! sprain*! fractur*! stitches! cramp* eyesight! cataract*! inhaler!
    epipen! chemo*! cancer! tumou?r! stroke! heart_attack! a&e! emergency_room! gp! physiotherap*! nauseous! nausea!
    fever! cough* cold_sore rash! blister* ache* aching sore! swollen! bruise* limp* recovery! recovering! rehab!
    nervous anxious! stressed! burnout! exhausted! tired therapy! counsell* panic_attack*!
    health! doctor! dentist! hospital! sick! ill illness! disease! diagnos*! allerg*! asthma! diabet*! migraine*!
    headache* pain injur*! surgery! medication! medicine pill* therapy therapist depress*! anxiety! pregnan*! blood_pressure! vegan! vegetarian! diet! gluten! lactose! intolerant! sleep* insomnia! exercise* workout* gym! marathon
    weight calories smok* alcohol sober vaccin* covid flu physio* fitness! yoga meditat* running! jogging! broke_my
    checkup metformin! insulin! ibuprofen antibiotic* prescription! prescribed! cut_down_on! cutting_down_on!
    we're_expecting! we_are_expecting! expecting_a_baby! due_date!
    gesundheit! arzt! ärztin! zahnarzt! krankenhaus! krank*! allergi*! asthma! diabetes! migräne! kopfschmerz*
    schmerz* verletz*! operation! medikament*! tabletten therapie! depression*! schwanger*! blutdruck! vegan*!
    vegetari*! diät! glutenunverträglich*! laktoseintoleran*! schlaf* fitnessstudio! training trainiere joggen! abnehmen
    mit_dem_laufen! laufen_gehen! schwimmen!
    gewicht rauche rauchen
    santé! médecin! docteur! dentiste! hôpital! malade! maladie! allergi*! asthme! diabète! migraine*! douleur*
    bless*! opération! médicament*! thérapie! dépression! enceinte! tension végétalien*! végétarien*! végane! régime!
    sommeil dors dormir salle_de_sport! courir!
    poignet! cheville! genou! genoux! épaule! hanche! coude! entorse! fracture! plâtre! kiné! kinésithérapeute! béquilles!
    salud! médico! médica! dentista! hospital! enfermo*! enfermedad! alérgic*! alergia! asma! diabetes! migraña*!
    dolor* lesión! operación! medicamento*! terapia! depresión! ansiedad! embarazada! presión_arterial! vegan*!
    correr! a_correr! nadar!
    vegetarian*! dieta! dormir sueño gimnasio! ejercicio!`,
  finance: `
    deposit! paid! pay! pays paying grand £ $ € cheap! expensive! pricey! quid bucks fee! fees! bill! offer_on
    asking_price! sold_for! selling_for! worth! loan! overdraft! afford*!
    money! budget*! saving! savings! save_up invest! invests! invested! investing! investment*! investor*! stock*
    shares crypto*! bitcoin! bank! banks loan*! debt*! mortgage!
    rent! salary! income! tax* expense* spend* afford pension! credit! insurance! bills financ*! dollar* euros price*
    cost* overdrawn! account! paycheck! raise! retirement_fund! 401k
    geld! budget*! spar*! investier*! investition*! aktie*! krypto*! bank! konto! kredit*! schulden! hypothek! miete!
    gehalt! einkommen!
    steuer*! ausgaben rente! versicherung! rechnung* finanz*! euro
    argent! budget*! économis*! épargne! investi! investir! investis*! investissement*! bourse! crypto*! banque*! prêt!
    dette*! hypothèque! loyer! salaire! crédit! crédit_immobilier! emprunt*!
    revenu*! impôt*! dépense* retraite! assurance! factur* financ*! euros compte_bancaire!
    dinero! presupuesto! ahorr*! invert*! inversión*! acciones cripto*! banco! préstamo! deuda*! hipoteca! alquiler!
    sueldo! salario! ingreso*! impuesto*! gasto* jubilación! pensión! seguro factura* finanz*! euros cuenta_bancaria!`,
  learning: `
    learn*! study*! studied! studying! course*! class classes lesson*! tutorial* university! college! school degree!
    bachelor*!
    master's! masters! phd! thesis! exam*! certificat*! practic* homework! bootcamp! online_course! duolingo! research student!
    lerne*! lernen! gelernt! studier*! studium! kurs*! unterricht! universität! uni! hochschule! schule abschluss!
    bachelor! master! prüfung*! zertifikat*! sprachkurs! student* ausbildung! weiterbildung!
    apprend*! appris! étudi*! études! cours! leçon*! université! fac! école diplôme! licence! master! doctorat! thèse!
    examen*! certificat*! formation! bac baccalauréat! concours! partiels! brevet permis_de_conduire! code_de_la_route!
    aprend*! estudi*! curso*! clase*! lección*! universidad! facultad! escuela título! licenciatura! máster! doctorado!
    tesis! examen*! certificado*! formación! terminé_la_carrera! acabé_la_carrera! estudié_la_carrera!`,
  travel: `
    ferry! land_in! landed! landing by_train! the_train! train_to! train_from! drive_down drive_up road_trip! airbnb! camping! camper! campervan!
    cottage tent! luggage! suitcase! jet_lag! layover! boarding! tickets ticket coming_over! fly_in! fly_out! flying_to
    trip_to! holiday_in! week_in! weekend_in! weeks_in!
    travel*! trip! trips! vacation*! holiday*! flight*! fly flying flew! airport! hotel*! visit visited! visiting abroad!
    tour* backpack*! cruise! passport! visa! road_trip! beach journey destination sightseeing! itinerary! booked
    reise*! reist! urlaub*! ferien! flug! flüge! fliege*! geflogen! flughafen! hotel*! ausland! rundreise! kreuzfahrt!
    reisepass! visum! strand gebucht
    voyage*! vacances! vol vols avion! aéroport! hôtel*! visité visiter étranger! croisière! passeport! visa! plage
    réservé
    viaj*! vacaciones! vuelo*! avión! aeropuerto! hotel*! visité visitar extranjero! crucero! pasaporte! visado! playa
    reservé`,
  productivity: `
    productiv*! routine*! habit*! schedule*! calendar! todo to-do! task*! deadline*! focus*! pomodoro! procrastinat*!
    morning_routine! notion trello todoist planner! organiz* organis* time_management! workflow! wake_up! get_up!
    every_morning inbox! notes journal* diary remote home_office! standing_desk! early_bird! night_owl! efficien*! time_blocking! batch
    produktiv*! routine*! gewohnheit*! zeitplan! kalender! aufgabe*! deadline*! fokus*! konzentr* aufschieb*!
    prokrastin*! to-do-liste! morgenroutine! organisier* stehe homeoffice! notizen!
    productiv*! habitude*! emploi_du_temps! agenda! calendrier! tâche*! échéance*! concentr* procrastin*! organis*
    liste_de_tâches! télétravail! me_lève!
    rutina*! hábito*! horario! agenda! calendario! tarea*! plazo* concentr* procrastin*! organiz* lista_de_tareas!
    teletrabajo! me_levanto!`,
  private: `
    secret*! don't_tell! between_us! private! confidential! nobody_knows! no_one_knows! sexual*! gay! lesbian!
    haven't_told_anyone! haven't_told_anybody! told_no_one! not_told_anyone!
    bisexual! coming_out! religio*! pray* faith politic* voted! vote affair! cheat*! criminal_record! arrest*!
    geheim*! niemand_weiß! unter_uns! privat*! vertraulich! sexu*! schwul! lesbisch! bisexuell! religi*! glaube*
    bete politi* gewählt! affäre! betrogen! vorstraf*!
    secret*! personne_ne_sait! entre_nous! privé*! confidentiel*! sexu*! homosexuel*! lesbienne! religi*! prie foi
    politi* voté! liaison trompé*!
    secreto*! nadie_sabe! entre_nosotros! privad*! confidencial*! sexu*! lesbiana! religi*! rezo polític* voté! engañ*!`,
};

interface Cue {
  pattern: RegExp;
  weight: number;
}

function compile(list: string): Cue[] {
  // One alternation per weight (longest alternatives first): a handful of regex scans per text
  // instead of one per cue.
  const byWeight = new Map<number, string[]>();
  for (const token of list.split(/\s+/).filter(Boolean)) {
    const raw = token.replace(/_/g, " ");
    const strong = raw.endsWith("!");
    const body = strong ? raw.slice(0, -1) : raw;
    const prefix = body.endsWith("*");
    const text = prefix ? body.slice(0, -1) : body;
    const alternative = `${escapeRegExp(text)}${prefix ? "[\\p{L}'-]*" : ""}`;
    const weight = strong ? 2 : 1;
    byWeight.set(weight, [...(byWeight.get(weight) ?? []), alternative]);
  }
  return [...byWeight.entries()].map(([weight, alternatives]) => ({
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${alternatives.sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{N}])`,
      "giu",
    ),
    weight,
  }));
}

/** Cue words matched besides `CUES`. */
const MATCHED_ONLY = [IT_CUES, NL_CUES, ENGLISH_FIELDS, OTHER_FIELDS];

const COMPILED = Object.entries(CUES).map(([category, list]) => ({
  category: category as Category,
  cues: compile([list, ...MATCHED_ONLY.map((cues) => cues[category as Category])].join(" ")),
}));

/**
 * RUNNING_A_THING: "run" with an object is to lead or operate it ("I'm running a small bakery",
 * "running my own company"), not the exercise the cue "running" names ("I go running", "running
 * three times a week", "I ran a marathon", "running the London 10k", "walk-run the last ten"). The
 * object starts with a determiner: the text is lower-cased by then, so "running Ubuntu" is not caught.
 * It is read as "business owner", a cue of work ("I run a small bakery with my sister" had been
 * filed under identity; "… with my sister" stays a tie, which goes to relationships).
 */
const RUNNING_A_THING =
  /\b(?:run|runs|running|ran)\s+(?=(?:a|an|my|our|the|his|her|their|its)\s)(?!(?:a|an|my|our|the|his|her|their)\s+(?:[\p{L}'-]+\s+){0,2}?(?:marathon|half|race|mile|miles|lap|laps|ultra|parkrun|last|first|whole|distance|\d+\s?k|10k|5k)\b)/gu;
/**
 * RUNNING_A_SYSTEM: running a system or a program is using it ("I'm running Ubuntu on my laptop",
 * "I run Python scripts"), not the exercise the cue "running" names; the systems and programming
 * languages are the assistant chat's word lists.
 */
const RUNNING_A_SYSTEM = new RegExp(
  `\\b(?:run|runs|running|ran)\\s+(?:(?:the latest|the new|an old|it on|them on)\\s+)?(?=(?:${[...SYSTEMS, ...PROGRAMMING_LANGUAGES, "docker", "scripts?", "code", "tests?", "servers?", "vms?", "containers?", "software", "programs?", "apps?", "node"].join("|")})(?![\\p{L}]))`,
  "gu",
);
/**
 * A_PLACE_OF_WORK: a hospital, a clinic or a ward one works at is a workplace ("My husband works at
 * the hospital", "night shifts at the children's hospital", "I work on the data team at a
 * hospital", "I work in IT at a hospital"), not the illness the cue "hospital" names ("I was in
 * hospital for a week", "I was working when they sent me to hospital" stay health).
 */
const A_PLACE_OF_WORK =
  /\b(work|works|worked|working|shifts?|job)((?:\s+[\p{L}'-]+){0,4}?\s+(?:at|in|for)\s+(?:the|a|an|our|my|his|her)?\s*(?:[\p{L}'-]+\s+){0,2}?)(?:hospital|clinic|ward|pharmacy|surgery)\b/gu;
/**
 * A BANK_NOT_OF_MONEY: the dictionary's other senses of "bank" (a food bank, a blood bank, a
 * river's bank, a bank holiday) are no finance ("I volunteer at the local food bank").
 */
const BANK_NOT_OF_MONEY =
  /\b(?:food|blood|sperm|river|canal|grassy|west|left|right)\s+banks?\b|\bbank\s+holidays?\b|\bbanks? of the\b/gu;
/**
 * MOVED_TO_A_TIME: moving something to a day or an hour reschedules it ("My Spanish class moved
 * to Thursdays"); only moving to a place is a move of home (the cue "moved to").
 */
const MOVED_TO_A_TIME =
  /\b(?:moved|moving|move|moves)\s+(?:it\s+)?to\s+(?=(?:next\s+)?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|tomorrow|tonight|the\s+(?:morning|afternoon|evening|weekend)|\d{1,2}(?::\d\d)?\s*(?:am|pm)?\b|noon|midday))/gu;
/**
 * A_FIELD_OF_STUDY: what one studies is a subject of learning, not its topic ("I study medicine",
 * "she's studying economics", "studio medicina", "j'étudie le droit"): the verb's object, up to
 * three words before a preposition or a conjunction, is read as "subject". Not "studying for the
 * exam" (no object), nor the nouns "a case study", "my study", "lo studio medico" (an office).
 */
const A_FIELD_OF_STUDY =
  /(?<!\b(?:a|the|my|his|her|our|this|case|pilot|research|lo|allo|dello|nello|dallo|uno|nel|il|al|dal)\s+)\b(stud(?:y|ies|ying|ied)|studio|studiavo|ho studiato|(?:j')?étudie|estudio|estudié|studiere|studiert|(?:graduated|a degree|degree|laureat[oa]|licenciad[oa]|graduad[oa]) (?:in|en))\s+(?!(?:for|with|at|in|to|on|the|my|his|her|our|their|a|an|hard|late|abroad|together|online|from|every|all|how|what|it|this|that|per|con|da|di)\b)[\p{L}'-]+(?:\s+(?!(?:in|at|for|with|and|to|on|from|because|but|since|so|before|after|when|while|until|a|da|con|e|per|di|à|en)\b)[\p{L}-]+){0,2}/gu;
/**
 * A_HOME_BOUGHT: a house or a flat bought is one's home ("I bought a house in Turin", "wir haben
 * ein Haus in Leipzig gekauft", "compré una casa", "ho comprato una casa", "nous avons acheté une
 * maison"), which the labelling guide files with moving home under identity: read as "homeowner".
 * What it costs stays money ("we can't afford the mortgage on the house").
 */
const A_HOME_BOUGHT =
  /\b(?:bought|buying|buy) (?:a|an|our|my|the) (?:new |first |little |small |old )?(?:house|home|flat|apartment|cottage)\b|\b(?:ein|eine|unser|unsere) (?:haus|wohnung)\b(?:\s+[\p{L}\d]+){0,4}?\s+gekauft(?!\p{L})|(?<!\p{L})(?:compré|compramos|he comprado|hemos comprado) (?:una|un|la|el|nuestra|nuestro) (?:casa|piso|apartamento)(?!\p{L})|\b(?:ho|abbiamo) comprato (?:una |la |un |l')?(?:casa|appartamento)(?!\p{L})|\b(?:j'ai|on a|nous avons) acheté (?:une|un|la|notre|l') ?(?:maison|appartement|appart)(?!\p{L})/gu;
/**
 * ARREST_OF_THE_HEART: the dictionary's medical sense of "arrest" (a cardiac, respiratory or
 * cardiopulmonary arrest: the heart or the breathing stops) is a medical event, no arrest by the
 * police (the cue "arrest*" of private matters): read as "heart attack".
 */
const ARREST_OF_THE_HEART = /\b(?:cardiac|cardio-?pulmonary|respiratory|heart)\s+arrests?\b/gu;
/**
 * MEDICINE_BY_ITS_NAME: a medicine named by the stem of its international nonproprietary name (WHO,
 * "The use of stems in the selection of International Nonproprietary Names", the stems of the most
 * prescribed classes: "-pril", "-sartan", "-olol", "-statin", "-prazole", "-oxetine", "-alopram",
 * "-traline", "-azepam", "-cillin", "-mycin", "-profen", "-triptan", "-phenidate" …), by a brand
 * common in chat ("Adderall", "Lexapro", "Ozempic"), or "the pill": taking it is a matter of health.
 * A stem needs three letters before it ("pram", "pine" and "done" are no medicines).
 */
const INN_STEMS = [
  "pril",
  "sartan",
  "olol",
  "dipine",
  "statin",
  "prazole",
  "tidine",
  "oxetine",
  "alopram",
  "traline",
  "azepam",
  "azolam",
  "triptyline",
  "ipramine",
  "cillin",
  "mycin",
  "cycline",
  "floxacin",
  "conazole",
  "gliptin",
  "gliflozin",
  "glutide",
  "semide",
  "thiazide",
  "profen",
  "coxib",
  "triptan",
  "setron",
  "lukast",
  "fetamine",
  "phetamine",
  "phenidate",
  "barbital",
  "apine",
  "peridone",
  "xaban",
  "thyroxine",
  "formin",
];
const MEDICINE_BRANDS = [
  "adderall",
  "vyvanse",
  "ritalin",
  "concerta",
  "prozac",
  "zoloft",
  "lexapro",
  "wellbutrin",
  "xanax",
  "valium",
  "ativan",
  "klonopin",
  "tylenol",
  "advil",
  "motrin",
  "aleve",
  "lipitor",
  "ozempic",
  "wegovy",
  "mounjaro",
  "synthroid",
  "seroquel",
  "abilify",
  "lamictal",
  "lyrica",
  "humira",
  "accutane",
  "paxil",
  "effexor",
  "cymbalta",
  "suboxone",
  "benadryl",
  "claritin",
  "zyrtec",
  "nexium",
  "paracetamol",
  "the pill",
];
const MEDICINE_BY_ITS_NAME = new RegExp(
  `\\b(?:\\p{L}{3,}(?:${INN_STEMS.join("|")})|${MEDICINE_BRANDS.join("|")})\\b`,
  "gu",
);

/** The text with the other senses of the cue words above taken out, before the cues are read. */
const withOtherSensesOut = (text: string) =>
  text
    .replace(RUNNING_A_SYSTEM, "using ")
    .replace(A_PLACE_OF_WORK, "$1$2workplace")
    .replace(RUNNING_A_THING, "business owner ")
    .replace(BANK_NOT_OF_MONEY, "place")
    .replace(ARREST_OF_THE_HEART, "heart attack")
    .replace(MEDICINE_BY_ITS_NAME, "medication")
    .replace(MOVED_TO_A_TIME, "set to ")
    .replace(A_FIELD_OF_STUDY, "studying subject")
    .replace(A_HOME_BOUGHT, "homeowner");

/**
 * Sum of matching cue weights per category for `text`. A stretch of text counts once per category
 * (the heaviest cue covering it), so a word listed in several languages is not counted twice.
 */
export function categoryScores(text: string): Map<Category, number> {
  const normalised = ` ${withOtherSensesOut(text.toLowerCase().replace(/[’`]/g, "'"))} `;
  const scores = new Map<Category, number>();
  for (const { category, cues } of COMPILED) {
    const hits: Array<{ start: number; end: number; weight: number }> = [];
    for (const cue of cues) {
      for (const match of normalised.matchAll(cue.pattern)) {
        hits.push({ start: match.index, end: match.index + match[0].length, weight: cue.weight });
      }
    }
    hits.sort((a, b) => a.start - b.start || b.weight - a.weight || b.end - a.end);
    let score = 0;
    let covered = -1;
    for (const hit of hits) {
      if (hit.start < covered) continue;
      score += hit.weight;
      covered = hit.end;
    }
    if (score > 0) scores.set(category, score);
  }
  return scores;
}
