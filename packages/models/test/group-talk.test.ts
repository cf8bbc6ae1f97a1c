import { describe, expect, it } from "vitest";
import { groupTalk } from "../src/chat/group-talk.ts";

describe("groupTalk: the user's statements to a group chat", () => {
  it("WE_FOR_THE_GROUP: the first person plural without the singular speaks for the group", () => {
    expect(groupTalk("We'll meet at the station at six on Friday.", "en")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("Our next session is on the 3rd of March.", "en")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("Nous partons à Lyon samedi.", "fr")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("On se retrouve devant la gare.", "fr")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("Wir treffen uns um acht am Bahnhof.", "de")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("Nuestro equipo juega el domingo.", "es")).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("We spelen zondag in Utrecht.", "nl")).toBe("WE_FOR_THE_GROUP");
    // With the singular, the person is in it.
    expect(groupTalk("I moved to Porto with my sister, we love it.", "en")).toBeUndefined();
    expect(groupTalk("I moved to the US in 2019.", "en")).toBeUndefined();
    expect(groupTalk("Je suis infirmière et nous habitons à Nantes.", "fr")).toBeUndefined();
    // "on" is a French pronoun, an English preposition.
    expect(groupTalk("I work on bridges for the city.", "en")).toBeUndefined();
  });

  it("ADDRESSED_TO_THE_GROUP: the second person or a word that addresses the members", () => {
    expect(groupTalk("I'll send you the slides after the talk.", "en")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("If anyone needs a lift, I have room for two.", "en")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("I hope everyone got home safely.", "en")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("Je t'envoie le lien ce soir.", "fr")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("Ich schicke euch die Fotos morgen.", "de")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("Os mando las fotos mañana.", "es")).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("Ik stuur jullie de foto's morgen.", "nl")).toBe("ADDRESSED_TO_THE_GROUP");
    // About the person alone: no one addressed.
    expect(groupTalk("I work as a physiotherapist in Braga.", "en")).toBeUndefined();
    expect(groupTalk("J'habite à Lyon depuis 2019.", "fr")).toBeUndefined();
    expect(groupTalk("Ich arbeite als Lehrerin in Graz.", "de")).toBeUndefined();
    expect(groupTalk("Vivo en Sevilla con mi pareja.", "es")).toBeUndefined();
    expect(groupTalk("Ik werk als verpleegkundige in Gent.", "nl")).toBeUndefined();
  });

  it("NOT_ABOUT_THEMSELF: only a statement that opens by saying who the person is stays a fact", () => {
    expect(groupTalk("I tried the new build this morning and it crashed.", "en")).toBe("NOT_ABOUT_THEMSELF");
    expect(groupTalk("I should read the docs before the next sprint.", "en")).toBe("NOT_ABOUT_THEMSELF");
    expect(groupTalk("I have a daughter and two cats.", "en")).toBeUndefined();
    expect(groupTalk("Last year I moved to Leeds for work.", "en")).toBeUndefined();
    expect(groupTalk("Ich wohne seit 2020 in Graz.", "de")).toBeUndefined();
  });

  it("reads no language it has no pronoun table for", () => {
    expect(groupTalk("Noi andiamo a Torino sabato.", "it")).toBeUndefined();
  });
});
