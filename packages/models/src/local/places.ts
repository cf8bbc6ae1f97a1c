/** Places we recognise even after "at" or without a preposition (cities and countries, several languages). */
export const PLACES: ReadonlySet<string> = new Set(
  `Paris London Berlin Munich München Hamburg Cologne Köln Frankfurt Stuttgart Düsseldorf Leipzig Dresden Vienna Wien
  Zurich Zürich Geneva Genf Bern Rome Rom Roma Milan Mailand Milano Venice Venedig Florence Naples Madrid Barcelona
  Valencia Seville Sevilla Bilbao Lisbon Lissabon Lisboa Porto Amsterdam Rotterdam Brussels Brüssel Bruxelles Prague Prag
  Warsaw Warschau Budapest Copenhagen Kopenhagen Stockholm Oslo Helsinki Dublin Edinburgh Manchester Athens Athen Istanbul
  Lyon Marseille Nice Toulouse Bordeaux Lille Nantes Strasbourg Montpellier Tokyo Tokio Kyoto Osaka Seoul Beijing Peking
  Shanghai Singapore Singapur Bangkok Bali Dubai Delhi Mumbai Sydney Melbourne Auckland Toronto Montreal Montréal Vancouver
  York Boston Chicago Seattle Austin Denver Miami Francisco Angeles Diego Washington Mexico México Bogotá Bogota Lima
  Santiago Aires Janeiro Havana Cairo Marrakesh Marrakech Nairobi Cape Town Lagos Tel Aviv Jerusalem Reykjavik
  France Frankreich Francia Germany Deutschland Allemagne Alemania Spain Spanien Espagne España Italy Italien Italie Italia
  Portugal Austria Österreich Autriche Switzerland Schweiz Suisse Suiza Netherlands Niederlande Holland Belgium Belgien
  Belgique Bélgica Poland Polen Pologne Polonia Greece Griechenland Grèce Grecia Sweden Schweden Norway Norwegen Denmark
  Dänemark Finland Finnland Ireland Irland Irlande Scotland Schottland England Angleterre Inglaterra Britain UK USA America
  Amerika Amérique Canada Kanada Mexiko Mexique Brazil Brasilien Brésil Brasil Argentina Argentinien Argentine Chile Chili
  Peru Perú Colombia Kolumbien Colombie Cuba Kuba Japan Japon Japón China Chine Korea Corée Corea India Indien Inde
  Thailand Thaïlande Tailandia Vietnam Indonesia Indonesien Australia Australien Australie Zealand Egypt Ägypten Égypte
  Egipto Morocco Marokko Maroc Marruecos Kenya Kenia Turkey Türkei Turquie Turquía Iceland Island Islande Islandia Croatia
  Kroatien Croatie Croacia Bavaria Bayern Tuscany Toskana Toscane Toscana Provence Andalusia Andalusien Andalousie
  Andalucía Alps Alpen Alpes Sicily Sizilien Sicile Sicilia Corsica Korsika Corse Mallorca Majorca Ibiza Tenerife Crete Kreta
  Londres Lisbonne Vienne Genève Venise Séville Varsovie Copenhague Édimbourg Athènes Pékin Singapour Québec Quebec
  Royaume-Uni États-Unis Pays-Bas Suède Norvège Danemark Finlande Écosse Pérou Nouvelle-Zélande Luxembourg Roumanie Romania
  Hongrie Hungary Tchéquie Czechia Tunisie Tunisia Algérie Algeria Sénégal Senegal Liban Lebanon Cameroun Cameroon
  París Berlín Ginebra Milán Atenas Varsovia Pekín Múnich Viena Bruselas Lisbona Londra Parigi Berlino Ginevra Zurigo
  Barcellona Siviglia Atene Praga Varsavia Pechino Lione Marsiglia Bruxelles`
    .split(/\s+/)
    .filter(Boolean),
);
