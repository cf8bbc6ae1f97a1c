import type { Category } from "../../../types.ts";

/**
 * Dutch cue words per category, written as in `lexicon.ts` (`word*` a prefix, `!` a strong cue,
 * `_` between the words of a phrase), from the everyday dictionary words of each category (a
 * learner's Dutch thesaurus: werk, familie, gezondheid, geld, reizen …), not from any conversation.
 * Matched like the others, not read by the word-vector guess (its vectors are English). Words
 * Dutch shares with English in another sense or another language ("arm" poor, "kind" child, "man", "planning" a schedule, not the act of planning, French "les",
 * German "nicht" and "Reis") are left out or weigh 1. Dutch writes compounds as one word
 * ("voetbaldag", "fietstocht"): the nouns that start many compounds are prefixes.
 */
export const CUES: Record<Category, string> = {
  identity: `ik_heet! mijn_naam! jaar_oud! geboren! verjaardag! ik_woon! woon_in! woon_ik! verhuisd! verhuizen!
    kom_uit! opgegroeid! nationaliteit moedertaal! appartement! huurwoning! iemand_die! analytisch zelfverzekerd
    verlegen koppig perfectionist*`,
  career: `werk! werken! werkt! baan! banen! beroep! collega* baas! bedrijf! kantoor! promotie! ontslagen!
    sollicit*! vacature! opdracht* opdrachtgever* klant* freelance* zzp*! salaris! dienst! nachtdienst!
    verpleegkundige! leraar! lerares! ingenieur! ontwikkelaar! programmeur! verantwoordelijk_voor! mijn_team!`,
  interests: `hobby! hobby's! ik_hou_van! houd_van! graag lievelings*! favoriet*! muziek gitaar piano boek boeken lezen
    roman film films serie* voetbal* tennis* schaak* wandel* fiets* kook* bakken tuinier* kaas taart bier wijn`,
  relationships: `vrouw! mijn_man! echtgeno*! vriendin! vriend! vrienden! verloofd! getrouwd! bruiloft!
    gescheiden! moeder! mama vader! papa ouders! zus! zussen! broer! broers! zoon! dochter! kinderen! kindje! baby
    oma! opa! grootouders! tante oom neef familie! relatie! hond! kat! huisdier!`,
  health: `gezondheid! dokter! huisarts! tandarts! ziekenhuis! ziek! ziekte! allergi*! astma! diabetes! migraine!
    hoofdpijn! pijn! blessure! geblesseerd! operatie! medicijn*! therapie! depressie! zwanger! bloeddruk!
    vegetari*! veganist! dieet! slapen slaap sportschool! hardlopen! zwemmen! fysiotherap*! ogen! koorts!`,
  finance: `geld! budget! sparen! spaargeld! beleggen! belegging*! aandelen bank! lening! schuld*! hypotheek!
    huur! inkomen! belasting* pensioen! verzekering! rekening* duur! goedkoop!`,
  learning: `leren! geleerd! studeer*! studie! cursus*! lessen! op_les! universiteit! hogeschool! school
    diploma! examen*! tentamen*! scriptie! opleiding! student! studente! beurs_voor!`,
  travel: `reis reizen! reisje! vakantie! vlucht! vliegen vliegtuig! vliegveld! luchthaven! hotel! buitenland!
    cruise! paspoort! visum! strand geboekt! trein`,
  productivity: `productief! routine! gewoonte*! mijn_planning! de_planning! agenda! takenlijst! taken! deadline*! uitstellen!
    thuiswerken! woon-werkverkeer! forens*! sta_op!`,
  private: `geheim*! onder_ons! vertrouwelijk! niemand_weet! vertel_het_niemand! privé!`,
};
