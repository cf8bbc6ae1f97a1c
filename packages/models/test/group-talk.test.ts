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

  it("NOT_ABOUT_THEMSELF holds in a workspace's channel only: a group of a chat app is a circle of people", () => {
    expect(groupTalk("I applied for the supervisor job at the bus depot.", "en", false)).toBeUndefined();
    expect(groupTalk("I tried the new build this morning and it crashed.", "en", false)).toBeUndefined();
    // The other rules hold in every group.
    expect(groupTalk("We'll meet at the station at six on Friday.", "en", false)).toBe("WE_FOR_THE_GROUP");
    expect(groupTalk("I'll send you the slides after the talk.", "en", false)).toBe("ADDRESSED_TO_THE_GROUP");
    expect(groupTalk("I'm +1 on dropping the old API.", "en", false)).toBe("ON_THE_MATTER");
  });

  // ON_THE_MATTER, from the R Contributors' public Slack (r-devel/rcwg): of 71 statements the group
  // rules let through as facts, about half were a member's view of the matter under discussion or
  // pointed at the thread ("this area", "that comment"). Lines of my own of the same shapes.
  it("ON_THE_MATTER: a member's stance on a proposal of the discussion is no fact about them", () => {
    for (const line of [
      "I'm not convinced the new release schedule helps the maintainers.",
      "I'm still not fully convinced by the plugin approach.",
      "I'm all for moving the meetings to Thursday.",
      "I'm in favour of shorter version numbers.",
      "I'm totally open to a second call next month.",
      "I'm +1 on dropping the old API.",
      "I tend to agree with Marta on the naming.",
      "I strongly disagree with splitting the module.",
      "I'm perfectly fine with either date.",
      "I'm a bit worried about the build times on Windows.",
      "I'm really not bothered about the colour of the logo.",
      "My vote is for the second venue.",
      "I like Dana's idea of a shared calendar.",
      "I like the idea, the colours too.",
      "I hate to say it but the old parser was faster.",
      "I'm fine if we push the release to spring.",
      "I've been concerned for some time that nobody reviews the docs.",
      "I prefer option B, it keeps the old links working.",
      "I'm not surprised, the old release had the same bug.",
      "I'm fairly confident the vote will pass.",
      "My prediction is that the price halves by June.",
      "My argument always was that the docs come first.",
    ])
      expect(groupTalk(line, "en"), line).toBe("ON_THE_MATTER");
    for (const line of [
      "Je suis d'accord avec Paul sur le calendrier.",
      "Je ne suis pas convaincue par la nouvelle version.",
      "Je suis plutôt pour la salle du deuxième étage.",
    ])
      expect(groupTalk(line, "fr"), line).toBe("ON_THE_MATTER");
  });

  it("ON_THE_MATTER in German, Spanish and Dutch: being for or against a proposal, agreed or convinced", () => {
    for (const [line, language] of [
      ["Ich bin dafür, das Treffen zu verschieben.", "de"],
      ["Ich bin nicht überzeugt von dem neuen Plan.", "de"],
      ["Ich bin auch einverstanden mit dem Termin.", "de"],
      ["Estoy de acuerdo con Marta en lo del horario.", "es"],
      ["No estoy convencida de que funcione.", "es"],
      ["Estoy a favor de cambiar el logo.", "es"],
      ["Ik ben het eens met Joris over de datum.", "nl"],
      ["Ik ben niet overtuigd van dat plan.", "nl"],
      ["Ik ben voor het nieuwe logo.", "nl"],
    ] as const)
      expect(groupTalk(line, language), line).toBe("ON_THE_MATTER");
    for (const [line, language] of [
      ["Ich bin Lehrerin in Graz.", "de"],
      ["Estoy embarazada de cinco meses.", "es"],
      ["Ik ben voor mijn werk vaak in Gent.", "nl"],
    ] as const)
      expect(groupTalk(line, language), line).not.toBe("ON_THE_MATTER");
  });

  it("ON_THE_MATTER: a statement pointing into the thread ('this area', 'that comment', 'here') says nothing alone", () => {
    for (const line of [
      "I'm quite new to this part of the codebase.",
      "I was surprised by that remark, the guide says otherwise.",
      "I'm not sure what to test here.",
      "I can't assign her to that issue.",
      "I usually skip these steps when I'm in a hurry.",
    ])
      expect(groupTalk(line, "en"), line).toBe("ON_THE_MATTER");
    expect(groupTalk("Je ne connais pas du tout cette partie du code.", "fr")).toBe("ON_THE_MATTER");
    // Who one is, where one lives, what one likes, and times of one's life stay facts.
    for (const line of [
      "I'm interested in photography and long-distance hiking.",
      "I'm a statistician at the university hospital in Leeds.",
      "I've been using Haskell for about six years.",
      "I like the idea of moving to Porto one day.",
      "I'm against eating meat, I've been vegan since 2015.",
      "I moved to Oslo in 2019 and I love it.",
      "I know that Maria is a nurse.",
      "I'm sad that I missed the meetup.",
      // The pointer is read in the first clause only.
      "I'm Kasia from Gdańsk, and glad to have found this channel.",
      "I'm a nurse in Leeds, so these night shifts are normal for me.",
      "I'm flying to Lima in July, so I'll miss this round.",
      // A demonstrative before a thing of one's life, or "here" as a place, is no pointer into the thread.
      "I've been a member of this community since 2019.",
      "I'm the organiser of this meetup.",
      "I'm a PhD student at this university.",
      "I'm a data scientist here.",
      "I'm confident in front of a crowd since I started teaching.",
      "I love this city.",
    ])
      expect(groupTalk(line, "en"), line).not.toBe("ON_THE_MATTER");
    expect(groupTalk("J'habite à Lille depuis cette année.", "fr")).not.toBe("ON_THE_MATTER");
    expect(groupTalk("Je suis membre de cette association depuis 2019.", "fr")).not.toBe("ON_THE_MATTER");
  });

  // From the introductions channel of the Komodo Discord (gcharang/discord-archive-komodo): "I run
  // wattpool.net" had been no statement about the member; nor had "I run a bakery in Leeds".
  it("NOT_ABOUT_THEMSELF: running or owning an organisation or a website is about the member (ORGANISATION_OWNED)", () => {
    expect(groupTalk("I run a bakery in Leeds.", "en")).toBeUndefined();
    expect(groupTalk("I co-founded a small design studio in 2019.", "en")).toBeUndefined();
    expect(groupTalk("I run brightpool.net, a mining pool.", "en")).toBeUndefined();
    expect(groupTalk("I run the tests before every merge.", "en")).toBe("NOT_ABOUT_THEMSELF");
    expect(groupTalk("I run index.js before the tests.", "en")).toBe("NOT_ABOUT_THEMSELF");
  });

  it("reads no language it has no pronoun table for", () => {
    expect(groupTalk("Noi andiamo a Torino sabato.", "it")).toBeUndefined();
  });
});
