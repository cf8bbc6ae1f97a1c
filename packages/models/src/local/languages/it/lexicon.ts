import type { Category } from "../../../types.ts";

/**
 * Italian cue words per category, written as in `lexicon.ts` (`word*` a prefix, `!` a strong cue,
 * `_` between the words of a phrase), from the everyday dictionary words of each category, not from
 * any conversation. They are matched like the others.
 */
export const CUES: Record<Category, string> = {
  identity: `mi_chiamo! il_mio_nome! anni! sono_nato! sono_nata! compleanno! abito! vivo_a! vivo_in! trasferit*!
    vengo_da! cresciut*! nazionalità madrelingua!`,
  career: `lavoro! lavora*! mestiere! capo collega! colleghi! azienda! ufficio! promoss*! licenziat*! dimess*!
    colloquio! infermier*! insegnant*! ingegner*! sviluppat*! progett*! tirocinio!`,
  interests: `mi_piace! mi_piacciono! adoro! preferit*! passione! suono suonare chitarra pianoforte canzon* libri leggere
    romanz* calcio cucinare giardin*`,
  relationships: `moglie! marito! fidanzat*! sposat*! matrimonio! divorziat*! mamma papà genitori! sorell*! fratell*!
    figli*! bambin*! nonna! nonno! zia zio cugin* amic*! famiglia! il_mio_cane! un_cane! gatt*!`,
  health: `salute! medico dottor*! ospedale! malat*! dolore* operazione! medicin*! incinta! gravidanza! palestra!
    correre! a_correre! nuotare! nuoto!`,
  finance: `soldi! risparmi*! banca! prestito! debit*! mutuo! affitto! stipendio! tasse! pensione! assicurazione!
    bollett*!`,
  learning: `imparo! impara*! studentessa! studente! università! laurea! laureat*! esame! esami! corso_di! lezion*!
    scuola!`,
  travel: `viaggi*! vacanz*! volo! voli aereo! aeroporto! albergo! spiaggia estero! crociera! passaporto!`,
  productivity: `abitudin*! calendario! compit*! scadenz*! mi_alzo!`,
  private: `segret*! tra_noi! religion* fede`,
};
