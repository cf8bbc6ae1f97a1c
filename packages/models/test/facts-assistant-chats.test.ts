import { describe, expect, it } from "vitest";
import { contents, user } from "./helpers/facts.ts";

/**
 * Chats with an assistant: code, logs, requests, pasted documents and role prompts are no facts.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clean, self-contained facts", () => {
  it("reads '>' between words as a comparison, not code (t09: 'vancouver rain > toronto cold' was dropped)", () => {
    expect(
      contents(
        [{ role: "Priya", content: "vancouver rain > toronto cold, i will die on this hill" }],
        "Marcus",
      ),
    ).toEqual(["Vancouver rain > toronto cold, Priya will die on this hill."]);
    expect(contents([user("I set x>0 in the config. I use <div> everywhere.")])).toEqual([]);
  });

  it("reads a chat whose assistant answers with code as a task, however short its answers (real export db-c079)", () => {
    const messages = [
      user(
        "I'm still getting a 0% value. I am looking for a method to output the memory used. I live in Missouri.",
      ),
      { role: "assistant", content: "Use this:\n```bash\ntop -l 1 | awk '/PhysMem/'\n```" },
      // The person's past, said with the request (db-c028, db-c071).
      user(
        "I have worked as a systems administrator on macOS. Last saturday, I attended the Show Me State Air Show. Tag my video.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I live in Missouri.",
      "I have worked as a systems administrator on macOS.",
      "On 2026-11-14, I attended the Show Me State Air Show.",
    ]);
  });

  it("cuts a request before the facts ('Check out my blog at …, I write about rust there')", () => {
    expect(
      contents(
        [{ role: "Priya", content: "check out my blog at https://priya.dev, I write about rust there" }],
        "Sam",
      ),
    ).toEqual(["Priya writes about rust there."]);
  });

  it("cuts a request that follows the facts ('I am vegetarian, so suggest a restaurant …')", () => {
    const messages = [
      user(
        "Also I live in Utrecht and I am vegetarian, so suggest a restaurant for our anniversary on May 3.",
      ),
      { role: "assistant", content: "How about De Kas?" },
    ];
    expect(contents(messages)).toEqual(["I live in Utrecht.", "I am vegetarian."]);
  });

  it("cuts a negative or 'let me' imperative that follows the facts ('…, so please don't let me ramble')", () => {
    const answer = { role: "assistant", content: `Sure. ${"Step one: open the settings page. ".repeat(30)}` };
    const messages = [
      user("I'm new to woodworking, so please don't let me skip the safety steps."),
      answer,
      user("I work nights at the depot, and let me know if the plan needs mornings."),
      answer,
      // Without "please", "and don't …" goes on with the speaker's own statement.
      user("I work nights and don't sleep enough."),
      answer,
    ];
    expect(contents(messages)).toEqual([
      "I'm new to woodworking.",
      "I work nights at the depot.",
      "I work nights and don't sleep enough.",
    ]);
  });

  it("takes no fact from a pasted document or a role prompt (real export db-c069, db-c073, db-c002)", () => {
    const essay =
      "I first tried online dating seven years ago. I am surrounded by couples who met there. ".repeat(5);
    const messages = [
      user(`Please summarize the following text:\n\n${essay}`),
      {
        role: "assistant",
        content: "The author looks back at online dating and the match scores of OKCupid.",
      },
      user(
        `## The Nissan Murano, a car of its time\n\nMy Nissan wheeltime grew a respect for the brand. ${essay}`,
      ),
      user(`You are Whimsy, a world-building assistant. You are going to help me. I am a writer. ${essay}`),
      // A short label before the person's own words is no document.
      user("Some context about me:\nI am a nurse in Berlin and I have two kids."),
    ];
    expect(contents(messages)).toEqual(["I am a nurse in Berlin.", "I have two kids."]);
  });

  it("drops code, logs, requests to the assistant and task narration from an assistant chat", () => {
    const messages = [
      user(
        "Const newMessageCount = messages.length + 1;\ndonnes moi des commandes pour zfs. We add the messages. I propose. Montant prévu Libellé.",
      ),
      { role: "assistant", content: `Voici les commandes. ${"zfs snapshot pool/data@today ".repeat(40)}` },
      user("J'habite en France. Je suis Suisse. Mon toit est plat, et végétalisé."),
    ];
    expect(contents(messages)).toEqual([
      "J'habite en France.",
      "Je suis Suisse.",
      "Mon toit est plat, et végétalisé.",
    ]);
  });

  it("keeps who the person is before their request, and the facts they ask the assistant to mention", () => {
    const answer = { role: "assistant", content: `Here is a draft. ${"Dear Hiring Manager, ".repeat(40)}` };
    const messages = [
      user("I am a nurse in Berlin and I want to switch to UX design. Can you help me write a cover letter?"),
      answer,
      user("Make it shorter. Also mention that I speak German and English."),
      answer,
      user("my daughter is 4 so I need a job with flexible hours"),
      user("I am developing a django app, and I get the following error"),
    ];
    expect(contents(messages)).toEqual([
      "I am a nurse in Berlin.",
      "I speak German and English.",
      "My daughter is 4 so I need a job with flexible hours.",
    ]);
  });

  it("REMINDER_WITH_FACT: a reminder to the assistant carries a fact ('Remember, I'm new to Rust')", () => {
    const answer = {
      role: "assistant",
      content: `A lockfile pins versions. ${"cargo build --locked ".repeat(40)}`,
    };
    const messages = [
      user("Why do we need a lockfile at all? Remember, I'm new to Rust."),
      answer,
      user("(keep in mind that I live in Quebec)"),
      answer,
      user("Remember to add tests for the parser."),
      user("Remember the last version you wrote?"),
    ];
    expect(contents(messages)).toEqual(["I'm new to Rust.", "I live in Quebec."]);
  });

  it("HAVE_COMPETENCE and HAVE_A_PASSION: what one knows, can and loves is about oneself, in a task too", () => {
    const answer = {
      role: "assistant",
      content: `Here is how the build works. ${"Run make, then make install. ".repeat(30)}`,
    };
    const messages = [
      user("Fix the failing build. I have limited experience with CMake, so explain each step."),
      answer,
      user("I've got ten years of experience as a nurse. I have a basic grasp of SQL."),
      user("I have a real passion for woodworking. I have a knack for languages."),
      user("Ik heb wel ervaring als ontwikkelaar in C#. Ik heb een probleem met mijn script."),
      // Possession of a task thing, the experience of others, and a question are no such fact; nor
      // is saying or weighing in the progressive ("I'm arguing for …", "I'm contemplating whether …").
      user("I have a list of features to add. Users have no experience with the old menu."),
      user("I'm arguing for switching to `uv` first. I'm contemplating whether it makes sense."),
      user("I'm new to `uv`, so explain the lockfile."),
      // VIEWPOINT_LEAD and the verbs of disliking.
      user("In my day job, I am a product owner. I dislike comments in shell listings."),
      user("Do I have enough experience for this role?"),
    ];
    expect(contents(messages)).toEqual([
      "I have limited experience with CMake.",
      "I've got ten years of experience as a nurse.",
      "I have a basic grasp of SQL.",
      "I have a real passion for woodworking.",
      "I have a knack for languages.",
      "Ik heb wel ervaring als ontwikkelaar in C#.",
      "I'm new to `uv`.",
      "In my day job, I am a product owner.",
      "I dislike comments in shell listings.",
    ]);
  });

  it("HAVE_COMPETENCE, I_KNOW and I_DID in French: what one knows and has done, in a task too", () => {
    const answer = {
      role: "assistant",
      content: `Voici comment faire. ${"Lancez la commande puis vérifiez le résultat. ".repeat(20)}`,
    };
    const messages = [
      user("Corrige le script. J'ai peu d'expérience avec Docker."),
      answer,
      user("J'ai de bonnes connaissances en Python. Je connais bien Linux."),
      user("J'ai travaillé dix ans comme administrateur système. Je n'aime pas les éditeurs lourds."),
      // Task talk: the problem one knows, what one did in the session, an error one has.
      user("Je connais ce problème. J'ai lancé la commande. J'ai une erreur dans le fichier."),
    ];
    expect(contents(messages)).toEqual([
      "J'ai peu d'expérience avec Docker.",
      "J'ai de bonnes connaissances en Python.",
      "Je connais bien Linux.",
      "J'ai travaillé dix ans comme administrateur système.",
      "Je n'aime pas les éditeurs lourds.",
    ]);
  });

  it("PRESUPPOSED_FACT: a question or request takes a fact about the person for granted ('the fact that I …', 'given that I …')", () => {
    const answer = {
      role: "assistant",
      content: `Several things. ${"Sleep and hydration matter. ".repeat(30)}`,
    };
    const messages = [
      user("What could explain the fact that I sleep much better after an evening run?"),
      answer,
      user("Given that I live in Quebec, which bank should I choose?"),
      // Not the person's: a fact about the world, the assistant's, or task talk.
      user("Explain the fact that the sky is blue. Given that you know Python, write the parser."),
      user("Given that I want a shorter version, cut the intro."),
    ];
    expect(contents(messages)).toEqual(["I sleep much better after an evening run.", "I live in Quebec."]);
  });

  it("reads a fact after a label in an assistant chat ('Mijn situatie: ik ben een man, 54 jaar')", () => {
    const messages = [
      user(
        "Ik wil dat je handelt als een fitness coach. Mijn situatie: ik ben een man, 54 jaar, 1m95, en ik weeg 98 kilo. Ik wil afvallen.",
      ),
      { role: "assistant", content: `Natuurlijk. ${"Hier is een schema met oefeningen. ".repeat(20)}` },
      user("About me: I'm a nurse in Leeds and I have two kids. Fix this script: print(x)"),
      // Dutch and German put the verb second: "Over 3 uur heb ik …", "Seit 2019 wohne ich …".
      user("Over 3 uur heb ik een job interview. Nu heb ik een probleem met mijn script."),
      user("Seit 2019 wohne ich in Köln. Jetzt habe ich einen Fehler im Code."),
      // Not every verb-second clause: "and I'm still very happy with it" is no fact about the person.
      user('Hij schreef: "En daar ben ik nog steeds heel blij mee."'),
      // What one knows is about oneself (real export pk-c155: "I don't know Flask. Django, yes.").
      user("Ik ken helaas Flask niet. Wel Django. FastAPI lijkt meer op performance te zitten."),
    ];
    expect(contents(messages)).toEqual([
      "Ik ben een man, 54 jaar, 1m95, en ik weeg 98 kilo.",
      "I'm a nurse in Leeds.",
      "I have two kids.",
      "Over 3 uur heb ik een job interview.",
      "Seit 2019 wohne ich in Köln.",
      "Ik ken helaas Flask niet.",
    ]);
  });

  it("keeps prose that uses a programming word as a word ('I can't function before my coffee')", () => {
    expect(contents([user("I can't function before my second coffee.")])).toEqual([
      "I can't function before my second coffee.",
    ]);
    expect(contents([{ role: "Ingrid", content: "I cannot live without coffee." }], "Kwame")).toEqual([
      "Ingrid cannot live without coffee.",
    ]);
    // Code stays out.
    expect(contents([user("function add(a, b) { return a + b }")])).toEqual([]);
    expect(contents([user("const total = items.length")])).toEqual([]);
  });
});
