import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * Chats with an assistant: code, logs, requests, pasted documents and role prompts are no facts.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */

/** A short answer of the assistant. */
const short = (content: string) => ({ role: "assistant", content });
/** Each message alone, answered in a word, gives no fact. */
const expectNoFactFromEach = (messages: string[], answer = "Understood.") => {
  for (const message of messages) expect(contents([user(message), short(answer)]), message).toEqual([]);
};
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

  it("cuts a request joined by a comma alone ('I'm a midwife, I need your help with …', REQUEST_AFTER_A_COMMA)", () => {
    const answer = { role: "assistant", content: `Sure. ${"Step one: open the settings page. ".repeat(30)}` };
    const messages = [
      user("I'm a midwife, I need your help with a rota."),
      answer,
      user("I am currently learning Rust, could you explain lifetimes?"),
      answer,
      user("I live in Graz, can you suggest a climbing gym?"),
      answer,
      user("Je suis boulanger, peux-tu m'aider à écrire une annonce ?"),
      answer,
      user("I have never used Kotlin before so I need step by step instructions."),
      answer,
      // What comes after the comma is no request: the sentence stays as it is; before it, a
      // subordinate clause is no statement.
      user("I moved to Graz, I love the mountains here."),
      answer,
      user("If I send you my notes, can you summarize them?"),
      answer,
    ];
    expect(contents(messages)).toEqual([
      "I'm a midwife.",
      "I am currently learning Rust.",
      "I live in Graz.",
      "Je suis boulanger.",
      "I have never used Kotlin before.",
      "I moved to Graz, I love the mountains here.",
    ]);
    // Between people too, a request to the others after a comma says nothing of the speaker.
    expect(contents([user("I'm a nurse, can you help me with a question?"), short("Of course.")])).toEqual([
      "I'm a nurse.",
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

  it("ASKED_FOR_A_TEXT: a long message right after the assistant asked for a text is that text, not the person's words (real export pk-c070)", () => {
    const lecture =
      "I moved to Lisbon in 2019 and opened a bakery. My oven is older than me. We bake at 4am. ".repeat(6);
    const ask = (content: string) => ({ role: "assistant", content });
    const messages = [
      user("Write quiz questions on a text for me, one at a time."),
      ask("Sure! Please paste the text you would like me to quiz you on."),
      user(lecture),
      ask("Thanks. Question 1: when did the author move?"),
      user("Je veux un résumé."),
      ask("D'accord. Collez le texte que vous voulez que je résume."),
      user(lecture),
      // Asked about themself, the person answers about themself; a short answer is read as ever.
      ask("Could you tell me a bit about yourself first?"),
      user(
        `I'm a nurse in Leeds and I have two kids. ${"I work nights at the hospital on weekdays. ".repeat(10)}`,
      ),
      ask("Please share the document you mean."),
      user("I don't have it here, but I'm a teacher in Porto."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a nurse in Leeds.",
      "I have two kids.",
      "I work nights at the hospital on weekdays.",
      "I'm a teacher in Porto.",
    ]);
  });

  it("MARKDOWN: a prompt's own bullets, bold labels and section headings are formatting, not a pasted document", () => {
    const request =
      "Can you suggest a weekly schedule that fits around the school run and my shifts? ".repeat(6);
    const messages = [
      user("- I'm a backend developer with 8 years of experience\n- I live in Porto\n* I have two kids"),
      longAnswer("Here is a plan."),
      user("**Context:** I'm a nurse in Leeds.\n\n**Question:** how do I sleep in the day?"),
      user(`## Contexte\nJe suis infirmière à Bordeaux depuis 2015.\n\n## Ma demande\n${request}`),
      user("• Je travaille comme comptable dans une PME\n• J'ai deux enfants"),
      // A pasted article keeps its headings: someone else's first person.
      user(`## The Nissan Murano, a car of its time\n\nI live in Ohio and I love my Murano. ${request}`),
      // Stars and underscores that are no emphasis: arithmetic, a file name.
      user("I compute 5*3*2 in my head. I keep notes in my_notes_file.md."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a backend developer with 8 years of experience.",
      "I live in Porto.",
      "I have two kids.",
      "I'm a nurse in Leeds.",
      "Je suis infirmière à Bordeaux depuis 2015.",
      "Je travaille comme comptable dans une PME.",
      "J'ai deux enfants.",
    ]);
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
      "Op 2026-11-20 heb ik een job interview.",
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

  /** Each memory as "fact: …" or "said: …" (an episode kept as said). */
  const said = (messages: Array<{ role: string; content: string }>) =>
    extractFacts({ timestamp, messages }).map((f) => `${f.kind ?? "fact"}: ${f.content}`);

  /** An assistant's long answer: the chats below read as task sessions. */
  const longAnswer = (text: string) => ({
    role: "assistant",
    content: `${text} ${"Step by step, it works. ".repeat(30)}`,
  });

  it("HABIT: a habit in the simple present, with a frequency, is about the person, in a task too", () => {
    const messages = [
      user("I'm 42 and I run two marathons a year. Which training plan would you suggest for Berlin?"),
      longAnswer("Here is a plan."),
      user("I go swimming every Sunday morning. I usually cook for six people."),
      user("J'ai 42 ans et je cours deux marathons par an. Je vais à la piscine tous les dimanches."),
      user("Je fais souvent du vélo le soir."),
      // Task talk with a frequency is still task talk: an error, a build, a thing of the session.
      user("I always get this error when I run the build. I run the tests every time I push."),
      user("I use it every day. I often use the old script."),
      user("J'ai toujours cette erreur dans le script. Je lance le script chaque jour."),
    ];
    expect(contents(messages)).toEqual([
      "I'm 42.",
      "I run two marathons a year.",
      "I go swimming every Sunday morning.",
      "I usually cook for six people.",
      "J'ai 42 ans.",
      "Je cours deux marathons par an.",
      "Je vais à la piscine tous les dimanches.",
      "Je fais souvent du vélo le soir.",
    ]);
  });

  it("ROLE_LEAD: 'As a nurse, I …' says who the person is; a discourse 'as a result' or a life stage does not", () => {
    const messages = [
      user("As a nurse, I often work night shifts. How can I sleep better during the day?"),
      longAnswer("Sleep hygiene matters."),
      user("As a front-end developer, I find React simpler than Angular."),
      user("En tant qu'infirmière, je travaille souvent de nuit. Comment mieux dormir le jour ?"),
      user("As a result, I moved the function. As a first step, I ran the linter."),
      user("As a child, I was afraid of dogs. En tant que tel, je trouve ça bien."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a nurse.",
      "I often work night shifts.",
      "I'm a front-end developer.",
      "Je suis infirmière.",
      "Je travaille souvent de nuit.",
    ]);
  });

  it("LIFE_EVENT in the perfect passive, a certification got, a pet named by its breed: a life said in a task", () => {
    const messages = [
      user("Can you help me plan my week?"),
      longAnswer("Here is a plan."),
      user("I've been diagnosed with ADHD at 35. I have a golden retriever named Max."),
      user(
        "I recently got my PMP certification. I earned my CPA license in 2020. I got certified as a yoga teacher.",
      ),
      user("We have a Maine Coon and two guinea pigs."),
      // The task's: a key, a file, a certificate of a website, a test.
      user(
        "I got my license key from the portal. I have been stuck on this bug. I got the SSL certificate renewed.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I've been diagnosed with ADHD at 35.",
      "I have a golden retriever named Max.",
      "I recently got my PMP certification.",
      "I earned my CPA license in 2020.",
      "I got certified as a yoga teacher.",
      "We have a Maine Coon and two guinea pigs.",
    ]);
  });

  it("GOAL_OF_THE_TASK: a goal whose verb is one of the task's operations ('my goal is to use X as …', 'mon objectif est d'utiliser …') is the task's; a goal of one's life stays", () => {
    const messages = [
      user("Help me configure the proxy."),
      longAnswer("Here is the configuration."),
      user("My goal is to use Claude Code as the execution engine but replace the model with a local one."),
      user(
        "My aim here is to set up a CI pipeline for this repo. Our plan is to migrate the database to Postgres.",
      ),
      user(
        "Mon objectif est d'utiliser Claude Code comme moteur d'exécution. Mon but est de configurer le serveur avec Docker.",
      ),
      // One's life: a race, a job, a move.
      user("My goal is to run a marathon next year. My plan is to become a nurse."),
      user("Mon objectif est de courir un marathon."),
    ];
    expect(contents(messages)).toEqual([
      "My goal is to run a marathon in 2027.",
      "My plan is to become a nurse.",
      "Mon objectif est de courir un marathon.",
    ]);
  });

  it("FIRST_TURN: 'my first order is …', 'my next word is: …' name the first move of the game a prompt sets up; 'my first language is …' is one's life (the CC0 awesome-chatgpt-prompts corpus: 21 of 197 prompts gave one)", () => {
    const messages = [
      user("I want you to act as a waiter in a Paris café and answer only as the waiter would."),
      longAnswer("Bonjour! What can I bring you?"),
      user('My first order is "un café crème, s\'il vous plaît".'),
      user("My next word is: ubiquitous. My first riddle is 'what has keys but no locks?'"),
      user("My first questions are about the menu. My first move is d4."),
      user("Ma première demande est « un poème sur la mer ». Mon premier mot est : soleil."),
      // One's life: a first language, a first job, a first car; an ordinal without a quotation.
      user("My first language is Portuguese. My first job was at a bakery in Lyon."),
      user("My first car is still in my parents' garage."),
      user("Ma première langue est l'arabe."),
    ];
    expect(contents(messages)).toEqual([
      "My first language is Portuguese.",
      "My first job was at a bakery in Lyon.",
      "My first car is still in my parents' garage.",
      "Ma première langue est l'arabe.",
    ]);
  });

  it("ROLE_PLAY_PROMPT: a prompt that casts the assistant in a role makes a working session, however short the answers; who the person is still counts (awesome-chatgpt-prompts: 143 of 197 prompts with a short answer had not)", () => {
    const game = (opening: string) => [
      user(opening),
      short("Understood."),
      user("If I need to ask something, I will use brackets. Later, tell me my score."),
      short("OK."),
      user("I'm a nurse in Leeds."),
    ];
    for (const opening of [
      "I want you to act as a quiz master. I will answer and you will tell me if I am right. My first answer is Paris.",
      "Act as a chess opponent who never explains his moves to me. I will be black.",
      "Pretend to be my landlord. I will say why the rent is late.",
      "Imagine you are a tour guide. I will name a city and you will show me around.",
      "Hi! I'd like you to play the role of a job interviewer. I will be the candidate.",
      "Je veux que tu agisses comme un maître du jeu. Je serai le joueur.",
      "Ich möchte, dass du als Reiseführer agierst. Ich werde dir meine Stadt nennen.",
      "Quiero que actúes como un entrevistador. Yo seré el candidato.",
    ])
      expect(contents(game(opening)), opening).toEqual(["I'm a nurse in Leeds."]);
    // Not a role: a short exchange with an assistant reads as before.
    expect(
      contents([
        user("I want you to know that I'm a nurse. I will start a new job in Leeds in March."),
        short("Congratulations!"),
      ]),
    ).toEqual(["I'm a nurse.", "I will start a new job in Leeds in 2027-03."]);
  });

  it("ROLE_PLAY_PROMPT without its 'to' ('I want you act as …'), a helper asked for ('I need someone who can …'), and MOVE_OF_THE_GAME ('my first dream is about …' inside such a prompt)", () => {
    expectNoFactFromEach([
      "I want you act as a travel agent. I will tell you where I want to go and you will suggest a plan.",
      "I need someone who can suggest cheap weekend trips that suit busy people like us. My first request is a trip from Leeds.",
      "I'm looking for somebody who could review my essays for grammar and tone.",
      "I want you to act as a fortune teller. I will describe my palms and you will read them. My first palm is covered in long lines.",
      "I want you to act as a poet. My next poem is about an old lighthouse.",
    ]);
    // Outside a role prompt, one's first job or book is one's life.
    expect(
      contents([
        user("My first book is about my grandmother's village. I need help with the blurb."),
        short("Happy to help."),
      ]),
    ).toEqual(["My first book is about my grandmother's village."]);
  });

  it("ROLE_PLAY_TOGETHER and PART_IN_THE_GAME: 'We will roleplay as …' anywhere casts both; the user's part ('I am BOB.') is no fact; 'Act as my tutor. I'm Sarah …' keeps the name", () => {
    expectNoFactFromEach([
      "Keep every answer under fifty words.\n\nWe will roleplay as two neighbours in a village shop. You are Greta, the shopkeeper. I am TOM.",
      "Let's role-play: you are a customs officer at an airport and I'll be the traveller.",
    ]);
    expect(
      contents([
        user("Act as my Spanish tutor. I'm Sarah and I'm learning Spanish for a move to Valencia."),
        short("¡Hola Sarah!"),
      ]),
    ).toEqual(["I'm Sarah.", "I'm learning Spanish for a move to Valencia."]);
  });

  it("IN_THE_TOOL: where one is in a program or a folder while working is the task's moment, as 'I'm on the bus' is; a place or a band stays", () => {
    expectNoFactFromEach(
      [
        "I am in bash. What does this command print: echo $HOME",
        "I'm in vim and can't get out. How do I quit?",
        "I'm in the backend folder now, what should I run?",
        "I'm on the train, can you shorten this paragraph?",
      ],
      "Sure.",
    );
    expect(
      contents([user("I'm in Lisbon this week. I'm in a choir too. Any concert tips?"), short("Sure.")]),
    ).toEqual(["I'm in Lisbon in the week of 2026-11-16.", "I'm in a choir too."]);
    // A habit in a program, and a branch (a bank's or a firm's as much as a repository's), stay.
    expect(contents([user("I'm in Excel all day for my job. Any shortcuts?"), short("Sure.")])).toEqual([
      "I'm in Excel all day for my job.",
    ]);
    expect(
      contents([user("I'm in the London branch of the bank. Can you fix my CV?"), short("Sure.")]),
    ).toEqual(["I'm in the London branch of the bank."]);
  });

  it("PEOPLE_ONE_HAS: a partner by any name, a roommate and the professionals of one's care are people one has ('I have a therapist'), and a blog or a shop one's public works; 'a lawyer friend', 'a doctor's appointment' are not; 'yea' leads in like 'yeah'", () => {
    const messages = [
      user("Help me plan a budget for next month."),
      longAnswer("Sure, here is a plan."),
      user("I have a girlfriend who lives in Porto. I've got two flatmates."),
      user("I have a therapist, she has helped a lot. I have a personal trainer at the gym."),
      user("Yea I have an accountant for the business."),
      // What one keeps in public under one's name.
      user("I have a blog where I post recipes. I've got a small Etsy shop."),
      // The word modifies another noun, or the thing is the task's.
      user("I have a lawyer friend who could read it. I have a doctor's appointment at 3."),
      user("I have a landlord question about the deposit. I have a channel id for the API."),
    ];
    expect(contents(messages)).toEqual([
      "I have a girlfriend who lives in Porto.",
      "I've got two flatmates.",
      "I have a therapist, she has helped a lot.",
      "I have a personal trainer at the gym.",
      "I have an accountant for the business.",
      "I have a blog where I post recipes.",
      "I've got a small Etsy shop.",
    ]);
  });

  it("USER_STORY and the request's fiction: 'As an admin, I can …' is a role in a system, 'my character is …' a story's", () => {
    const messages = [
      user("Write the acceptance criteria for these stories."),
      longAnswer("Here they are."),
      user(
        "As an admin, I can delete any post. As a user, I want to reset my password so that I can log in.",
      ),
      user("As a logged-in customer, I should see my order history."),
      user(
        "My character is a 30-year-old detective who lives in London. My protagonist has a fear of water.",
      ),
      // Still the person's: a role held, a relative.
      user("As a nurse, I work nights. My sister is a detective in London."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a nurse.",
      "I work nights.",
      "My sister is a detective in London.",
    ]);
  });

  it("REASON_LEAD and more ROLE_LEADs: a fronted clause of reason, 'being a …' and 'as someone who …' say who the person is", () => {
    const messages = [
      user("Since I'm based in Germany, which bank should I use?"),
      longAnswer("Consider these banks."),
      user("Because I'm diabetic, I need low-carb recipes. Comme je suis diabétique, propose des desserts."),
      user("Being a single mom, I don't have much time to cook. Étant infirmière, je travaille la nuit."),
      user("As someone who has been vegan for 5 years, what protein sources do you recommend?"),
      user("Quick background — I'm a PhD student in neuroscience at UCL."),
      // The task's reasons, a being that is no role, a discourse "as".
      user("Since I ran the script, the build fails. Because I updated the package, nothing works."),
      user("Being honest, I think the second option is better. As I mentioned, the table is empty."),
    ];
    expect(contents(messages)).toEqual([
      "I'm based in Germany.",
      "I'm diabetic.",
      "Je suis diabétique.",
      "I'm a single mom.",
      "Je suis infirmière.",
      "Je travaille la nuit.",
      "I have been vegan for 5 years.",
      "I'm a PhD student in neuroscience at UCL.",
    ]);
    // "As I mentioned" is a comment clause, not a reason: the fact is the party's.
    const chat = [
      { role: "Sam", content: "any news?" },
      { role: "Nadia", content: "As I mentioned, the party is at Leila's." },
    ];
    expect(contents(chat, "Nadia")).toEqual(['Nadia: The party is at Leila\'s (asked by Sam: "any news?").']);
  });

  it("TIME_LEAD in French, Spanish, Italian and German: a fronted time adjunct before a statement about oneself", () => {
    const messages = [
      user("Depuis 2019, j'habite à Lyon. Tu peux m'aider ?"),
      longAnswer("Bien sûr."),
      user("Actuellement, je travaille comme infirmière dans un hôpital."),
      user("Desde 2019 vivo en Madrid. Actualmente trabajo como enfermera."),
      user("Dal 2019 vivo a Milano. Attualmente lavoro come infermiera."),
      user("Zurzeit arbeite ich als Krankenpfleger in München."),
      // The task's time: this morning's error, the script run yesterday, what is being tested now.
      user(
        "Depuis ce matin, j'ai une erreur. Hier, j'ai lancé le script. Actuellement, je teste la fonction.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "Depuis 2019, j'habite à Lyon.",
      "Actuellement, je travaille comme infirmière dans un hôpital.",
      "Desde 2019 vivo en Madrid.",
      "Actualmente trabajo como enfermera.",
      "Dal 2019 vivo a Milano.",
      "Attualmente lavoro come infermiera.",
      "Zurzeit arbeite ich als Krankenpfleger in München.",
    ]);
  });

  it("a verbless preface keeps nothing; 'I've got' is 'I have'; taking up a sport and training for a race, in French", () => {
    const messages = [
      user("Hey! Quick question about my garden. I've got a small vegetable patch behind our house in Kent."),
      longAnswer("Tomatoes split when watering is uneven."),
      user("Petite question sur mon chat. Je me suis mis à la course à pied il y a six mois."),
      user("Je prépare mon premier semi-marathon à Lille en mars. Je me suis mise au yoga."),
      // Getting to work or to a task, and what one got in the session: no fact.
      user("Je me suis mis à chercher le bug. Je me suis mis au travail. I've got an error in my code."),
    ];
    expect(contents(messages)).toEqual([
      "I've got a small vegetable patch behind our house in Kent.",
      // The preface says nothing of one's life, but its "mon chat" takes a cat for granted (PRESUPPOSED_HOUSEHOLD).
      "J'ai un chat.",
      "Je me suis mis à la course à pied en 2026-05.",
      "Je prépare mon premier semi-marathon à Lille en 2027-03.",
      "Je me suis mise au yoga.",
    ]);
  });

  it("MY_TASK_NOUNS, the request's terms and stance nouns: 'my budget is …', 'my deadline is …', 'my essay is about …' set the task, 'my take is that …' is a view of something else; they say nothing lasting", () => {
    const messages = [
      user("Find me a laptop for video editing."),
      longAnswer("Here are three options."),
      user("My budget is 500 euros. My deadline is Friday. My essay is about the French Revolution."),
      user("My slides are too long. My audience is mostly teenagers."),
      user("My assignment has three parts. My homework is due tomorrow. My word count is 2,000."),
      // Stance nouns before what one thinks of something else.
      user("My take is that the API is too slow. My view is that we should cache it. My hunch is the index."),
      // Still the person's: a relative, a goal of one's life, a thesis, one's business.
      user("My sister is a nurse. My goal is to run a marathon. My thesis is about coral reefs."),
    ];
    expect(contents(messages)).toEqual([
      "My sister is a nurse.",
      "My goal is to run a marathon.",
      "My thesis is about coral reefs.",
    ]);
  });

  it("SESSION_TALK in German, Spanish, Italian, Dutch and French: the work on the task's things, a version liked better, not understanding, what was tried, the request's terms", () => {
    const messages = [
      user("Fix the failing test in src/app.ts please."),
      longAnswer("Here is the fix."),
      user("Ich arbeite gerade an einem Python-Skript. Ich habe das schon versucht. Ich verstehe das nicht."),
      user(
        "Ich finde die zweite Version besser. Mein Budget ist 500 Euro. Ich bin mir nicht sicher, ob das stimmt. Ich bin mir unsicher bei der zweiten Variante.",
      ),
      user("Estoy trabajando en un script de Python. Me gusta más la segunda versión. Ya lo he intentado."),
      user("Sto lavorando a uno script Python. Mi piace di più la seconda versione. Non capisco."),
      user("Ik werk aan een Python-script. Ik vind de tweede versie beter. Ik snap het niet."),
      user("Je travaille sur un script Python. Je préfère la deuxième version."),
      // A life's work, work, tastes, a language one does not understand: the person's.
      user("Ich arbeite an einem Roman. Ich arbeite bei Siemens in München."),
      user("Me gusta la música clásica."),
      user("Mi piace la pizza napoletana. Non capisco il tedesco."),
      user("Ik werk aan mijn proefschrift over koraalriffen. Je travaille sur un roman policier."),
    ];
    expect(contents(messages)).toEqual([
      "Ich arbeite an einem Roman.",
      "Ich arbeite bei Siemens in München.",
      "Me gusta la música clásica.",
      "Mi piace la pizza napoletana.",
      "Non capisco il tedesco.",
      "Ik werk aan mijn proefschrift over koraalriffen.",
      "Je travaille sur un roman policier.",
    ]);
  });

  it("PROGRESSIVE_OF_A_LIFE and TASK_STATE: 'I'm …ing' is about the person only for a life's activities; how one is in the session is no fact", () => {
    const messages = [
      user("I'm learning Spanish. I'm recovering from knee surgery. Can you plan my week?"),
      longAnswer("Here is a plan."),
      user("I'm working as a nurse in Leeds. I'm moving to Lisbon in May. I'm raising two kids alone."),
      user("I'm training for a half marathon. I'm visiting my parents in Porto next week."),
      user("I'm planning to run the Berlin marathon in September."),
      user("I am planning a trip to Lisbon next spring. I'm planning a wedding for next June."),
      user("I'm planning the database migration. I'm organising the files by date."),
      user("I'm aware that the function is slow. I'm glad it works now. I'm back with another question."),
      user("I'm in the terminal now. I'm interested in how embeddings work. I'm new to TypeScript."),
      user(
        "My problem is that the build fails on CI. My first thought was to use a map. My script has a typo.",
      ),
      user(
        "Ma question est de savoir comment trier le tableau. Mon script a une erreur. Ma sœur est infirmière.",
      ),
      user(
        "I moved the file to the src folder. I own the repo so I can merge. I study the logs every morning.",
      ),
      user("I live in the terminal all day. I play with the settings until it works. I speak to the API."),
      user("I moved to Porto. I own a flat. I study law. I play the cello. I speak Greek. I live in the UK."),
      user(
        "Je travaille sur la fonction de tri. Je travaille sur ce script. Je viens de relancer le script.",
      ),
      user(
        "J'aime ta réponse. Je préfère la première option. Je joue avec les paramètres. Je parle à l'API.",
      ),
      user(
        "Je travaille à l'hôpital de Nantes. Je viens de Marseille. Je parle espagnol. Je joue du violon.",
      ),
      // French: how one is in the session; being retired or happy with one's new job stays.
      user("Je suis perdu avec la configuration. Je suis prêt pour la suite. Je suis à la deuxième étape."),
      user("Je suis un peu confus par le message d'erreur. Je suis d'accord avec ta proposition."),
      user(
        "Je suis content de cette version. Je suis à la retraite. Je suis content de mon nouveau travail.",
      ),
      // Narration of the task and how one is in the session (issue 27's "I'm a reviewing the code").
      user("I'm debugging a weird race condition in the worker. I'm migrating our database to Postgres."),
      user(
        "I'm deploying to staging after lunch. I'm pasting the stack trace here. I'm comparing both versions.",
      ),
      user("I'm on the second step now. I'm almost done with the slides. I'm gonna try the second approach."),
      user(
        "I'm curious how this works under the hood. I'm confused by the error message. I'm ready for the next part.",
      ),
      user(
        "I'm a bit lost with the config. I'm sharing my screen with the team later. I'm moving the function.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I'm learning Spanish.",
      "I'm recovering from knee surgery.",
      "I'm working as a nurse in Leeds.",
      "I'm moving to Lisbon in 2027-05.",
      "I'm raising two kids alone.",
      "I'm training for a half marathon.",
      "I'm visiting my parents in Porto in the week of 2026-11-23.",
      "I'm planning to run the Berlin marathon in 2027-09.",
      "I am planning a trip to Lisbon next spring.",
      "I'm planning a wedding for 2027-06.",
      "I'm new to TypeScript.",
      "Ma sœur est infirmière.",
      "I moved to Porto.",
      "I own a flat.",
      "I study law.",
      "I play the cello.",
      "I speak Greek.",
      "I live in the UK.",
      "Je travaille à l'hôpital de Nantes.",
      "Je viens de Marseille.",
      "Je parle espagnol.",
      "Je joue du violon.",
      "Je suis à la retraite.",
      "Je suis content de mon nouveau travail.",
    ]);
  });

  it("CONTEXT_LEAD and SO_IMPERATIVE: background said for the task is the person's; the instruction after 'so' is not", () => {
    const messages = [
      user("For context, I live in Ghent. Just so you know, I'm vegan, so no meat please."),
      longAnswer("Noted."),
      user("FYI, I'm dyslexic, so please keep the sentences short."),
      user("My wife is allergic to nuts, so avoid them in the recipes."),
      user("Pour info, je suis dyslexique, donc fais des phrases courtes."),
      user("Ma femme est allergique aux noix, alors évite-les dans les recettes."),
      // "reste", and a please ("stp", "svp") after "donc", as the English "so … please".
      user("Mes élèves ont un niveau assez faible en anglais, donc reste simple."),
      user("J'ai déjà le niveau N5 du JLPT, donc un peu plus avancé stp."),
      // "so" before a clause with its own subject is no instruction.
      user("I moved to Leeds last year, so I sold my car."),
      user("Je suis né à Lyon, donc je reste fidèle à l'OL."),
    ];
    expect(contents(messages)).toEqual([
      "I live in Ghent.",
      "I'm vegan.",
      "I'm dyslexic.",
      "My wife is allergic to nuts.",
      "Je suis dyslexique.",
      "Ma femme est allergique aux noix.",
      "Mes élèves ont un niveau assez faible en anglais.",
      "J'ai déjà le niveau N5 du JLPT.",
      "I moved to Leeds in 2025, so I sold my car.",
      "Je suis né à Lyon, donc je reste fidèle à l'OL.",
    ]);
  });

  it("WE_LIVE, OCCUPATION, STUDIES_OR_SEARCH and NAMING: who the person is, said in a task, in English and French", () => {
    const messages = [
      user("We live in Nantes. I teach French at a middle school. Can you write a quiz?"),
      longAnswer("Here is a quiz."),
      user("I manage a team of five nurses. I'm doing a PhD in biology. I'm looking for a new job."),
      user("Je m'appelle Claire. Nous habitons à Nantes. J'enseigne le français au collège."),
      user("Je dirige une petite équipe de cinq personnes. Je prépare un doctorat en biologie."),
      user("Je cherche un nouveau travail. Je fais du yoga."),
      // The task's things: what one manages or teaches in the session, what one looks for in it.
      user("I manage the state with Redux. I'm looking for a way to sort the table."),
      user("We moved the function to utils. We're live in production now."),
      user("I teach it to parse dates. Je cherche une solution. Je fais du debug."),
    ];
    expect(contents(messages)).toEqual([
      "We live in Nantes.",
      "I teach French at a middle school.",
      "I manage a team of five nurses.",
      "I'm doing a PhD in biology.",
      "I'm looking for a new job.",
      "Je m'appelle Claire.",
      "Nous habitons à Nantes.",
      "J'enseigne le français au collège.",
      "Je dirige une petite équipe de cinq personnes.",
      "Je prépare un doctorat en biologie.",
      "Je cherche un nouveau travail.",
      "Je fais du yoga.",
    ]);
  });

  it("I_KNOW in English and DECLARATIVE_BEFORE_QUESTION: what one knows, and a statement conjoined before a question", () => {
    const messages = [
      user("I only know Scrum. I know Python and a bit of Rust. Which framework should I learn?"),
      longAnswer("Try this."),
      user("I'm a teacher in Porto, and could you suggest a reading list?"),
      user("I have two cats, but which plants are safe for them?"),
      // Knowing in the task, or knowing that: no fact; nor a first conjunct that is itself task talk.
      user("I know what you mean. I know the problem. I know it's wrong. I know that."),
      user("I tried the fix, but why does it still fail?"),
    ];
    expect(contents(messages)).toEqual([
      "I only know Scrum.",
      "I know Python and a bit of Rust.",
      "I'm a teacher in Porto.",
      "I have two cats.",
    ]);
  });

  it("JUXTAPOSED_REQUEST: a first-person statement joined by a comma to a question or an imperative to the assistant", () => {
    const messages = [
      user("I have a dentist appointment on Thursday, what should I ask?"),
      longAnswer("Ask about the options."),
      user("I adopted a rescue greyhound in May; any tips for the first weeks?"),
      user("I can't stand coriander, suggest a salsa without it."),
      user("J'écris un polar depuis deux ans, peux-tu relire mon premier chapitre ?"),
      user("Nous avons deux chats, quelles plantes sont toxiques pour eux ?"),
      user("Je suis infirmière de nuit, tu as des astuces pour dormir le jour ?"),
      user("J'ai deux enfants, aide-moi à organiser leurs vacances."),
      // The task's own talk before the question, an unsure or bare first conjunct: no fact.
      user("I get an error when I run the build, what should I do?"),
      user("I don't understand, can you explain again?"),
      user("J'ai une erreur quand je lance le script, tu peux regarder ?"),
      user("Je ne sais pas, tu peux vérifier ?"),
      user("My code, why does it fail?"),
      // A question before the comma stays a question.
      user("Can I keep my cat indoors, or does she need a garden?"),
    ];
    expect(contents(messages)).toEqual([
      "I have a dentist appointment on 2026-11-26.",
      "I adopted a rescue greyhound in 2026-05.",
      "I can't stand coriander.",
      "J'écris un polar depuis deux ans.",
      "Nous avons deux chats.",
      "Je suis infirmière de nuit.",
      "J'ai deux enfants.",
      "Can I keep my cat indoors, or does she need a garden?",
    ]);
  });

  it("BEEN_FOR in French: the present with 'depuis' and a span of months or years is a lasting state or activity", () => {
    const messages = [
      user("Je fais du piano depuis dix ans. Je suis végétarienne depuis 2015. Peux-tu m'aider ?"),
      longAnswer("Bien sûr."),
      user("J'écris un roman depuis deux ans. Nous habitons à Lille depuis toujours."),
      // The task's span: hours, this morning, a bug or a script.
      user("Je bloque sur ce bug depuis deux mois. J'essaie depuis deux heures. Je cherche depuis ce matin."),
      user("Je lance ce script depuis trois ans."),
    ];
    expect(contents(messages)).toEqual([
      "Je fais du piano depuis dix ans.",
      "Je suis végétarienne depuis 2015.",
      "J'écris un roman depuis deux ans.",
      "Nous habitons à Lille depuis toujours.",
    ]);
  });

  it("LIFE_PLAN and OWN_PROJECT: a plan for one's life and a project of one's own, in a task too", () => {
    const messages = [
      user("I plan to move to Canada next year with my family. Can you compare provinces?"),
      longAnswer("Here is a comparison."),
      user("I intend to retire in 2030. I'm considering going back to university for a master's degree."),
      user("I'd like to open my own bakery someday. I'm thinking about switching careers."),
      user("I recently started a YouTube channel about woodworking. I'm writing a fantasy novel."),
      user("I'm working on a startup that helps farmers sell to consumers. I co-founded a small charity."),
      // The task's plans and projects: the session's things, a tab, a file, the code.
      user("I plan to move the function to utils. I want to open a new tab. I intend to rewrite this."),
      user("I'm considering switching to Postgres. I started a new file. I'm writing a test for it."),
      user("I'm working on the login page. I'm writing an email to my landlord."),
      user("I'm considering moving to a monorepo. I set up a new channel in Slack for alerts."),
      user("I'm working on a book recommendation feature for our app."),
    ];
    expect(contents(messages)).toEqual([
      "I plan to move to Canada in 2027 with my family.",
      "I intend to retire in 2030.",
      "I'm considering going back to university for a master's degree.",
      "I'd like to open my own bakery someday.",
      "I'm thinking about switching careers.",
      "I recently started a YouTube channel about woodworking.",
      "I'm writing a fantasy novel.",
      "I'm working on a startup that helps farmers sell to consumers.",
      "I co-founded a small charity.",
    ]);
  });

  it("LIVING_WITH, NEVER_BEEN and a household's events: health, experience and family said in a task", () => {
    const messages = [
      user("I suffer from migraines. I take medication for high blood pressure. What should I avoid?"),
      longAnswer("Avoid these."),
      user("I don't drink alcohol. I can't eat gluten. I've never been to Asia."),
      user(
        "We just bought our first house in Bristol. I failed my driving test twice. I freelance as a translator.",
      ),
      user("My mother passed away last month. My husband and I are getting divorced."),
      user(
        "I just got accepted into a master's program in Edinburgh! I have an interview next week for a designer position.",
      ),
      user("J'ai un entretien la semaine prochaine pour un poste de designer."),
      // The task's: a function one cannot take, a call never made, what a program does not do.
      user(
        "I can't eat the cost of another server. I've never been to this page. I don't drink from the API.",
      ),
      user("I take the first row. We just bought the license. I suffer from this bug every day."),
    ];
    expect(contents(messages)).toEqual([
      "I suffer from migraines.",
      "I take medication for high blood pressure.",
      "I don't drink alcohol.",
      "I can't eat gluten.",
      "I've never been to Asia.",
      "We just bought our first house in Bristol.",
      "I failed my driving test twice.",
      "I freelance as a translator.",
      "My mother passed away in 2026-10.",
      "My husband and I are getting divorced.",
      "I just got accepted into a master's program in Edinburgh.",
      "I have an interview in the week of 2026-11-23 for a designer position.",
      "J'ai un entretien la semaine du 2026-11-23 pour un poste de designer.",
    ]);
  });

  it("FIRST_PERSON_ONLY_IN_A_SUBORDINATE and THAT_WAY: 'When we load one, it shouldn't have a save button', 'That way we see …' are about the thing, not the speaker", () => {
    const said = (line: string) => contents([user(line), short("Done.")]);
    expect(said("Similarly, when we load one, it shouldn't have a save button.")).toEqual([]);
    expect(said("If I click the link, the page goes blank.")).toEqual([]);
    // THAT_WAY: the result of what was just proposed.
    expect(said("That way we see clearly that the current list has been saved.")).toEqual([]);
    expect(said("This way I don't lose my notes.")).toEqual([]);
    // The main clause is the speaker's: the facts stay.
    expect(said("Since I moved to Leeds, I cycle to work.")).toEqual([
      "I moved to Leeds.",
      "I cycle to work.",
    ]);
  });

  it("NEVER_DONE: what one has never used, written or learned is one's experience, said in a task too", () => {
    const messages = [
      user("I have never used Docker before. How do I start a container?"),
      longAnswer("Run this."),
      user("I've never programmed in Rust. I have never written a line of code. I've never learned to swim."),
      // The task's: its things, pointed at or named with "the", and what one has not yet done in it.
      user(
        "I've never used this function before. I have never seen that error. I've never written the tests.",
      ),
      user("I've never used it like that. I have never touched them."),
    ];
    expect(contents(messages)).toEqual([
      "I have never used Docker before.",
      "I've never programmed in Rust.",
      "I have never written a line of code.",
      "I've never learned to swim.",
    ]);
  });

  it("LIFE_PLAN, OWN_PROJECT, LIVING_WITH and LIFE_EVENT in French: one's plans, works, health and life, in a task too", () => {
    const messages = [
      user("J'envisage de reprendre mes études en psychologie. Tu peux m'aider ?"),
      longAnswer("Bien sûr."),
      user("Je prévois de prendre ma retraite en 2030. J'ai l'intention de déménager à Lyon."),
      user("J'ai lancé une chaîne YouTube sur la menuiserie. J'écris un roman fantastique."),
      user("Nous venons d'acheter notre première maison à Nantes. Je souffre de migraines."),
      user("Je prends des médicaments pour l'hypertension. Je ne bois pas d'alcool."),
      user("Je me suis marié l'été dernier. J'ai été diagnostiquée TDAH. J'ai raté mon permis deux fois."),
      // The task's: a script one plans to move, a test one writes, a file one created, a command.
      user("Je prévois de déplacer la fonction. J'envisage de changer de librairie. J'écris un test."),
      user("J'ai lancé le script. J'ai créé un nouveau fichier. Je souffre de ce problème depuis hier."),
      user("Je prends la première ligne. Je me suis trompé de fichier. J'ai raté une étape."),
    ];
    expect(contents(messages)).toEqual([
      "J'envisage de reprendre mes études en psychologie.",
      "Je prévois de prendre ma retraite en 2030.",
      "J'ai l'intention de déménager à Lyon.",
      "J'ai lancé une chaîne YouTube sur la menuiserie.",
      "J'écris un roman fantastique.",
      "Nous venons d'acheter notre première maison à Nantes.",
      "Je souffre de migraines.",
      "Je prends des médicaments pour l'hypertension.",
      "Je ne bois pas d'alcool.",
      "Je me suis marié l'été dernier.",
      "J'ai été diagnostiquée TDAH.",
      "J'ai raté mon permis deux fois.",
    ]);
  });

  it("LIFE_EVENT, HAVE_CONDITION, a degree, 'been … for' and adverbs after 'I': the person's life, in a task too", () => {
    const messages = [
      user("I recently moved to Berlin. I currently work as a nurse. Can you help with my CV?"),
      longAnswer("Sure."),
      user("I just started a new job as a data analyst. I got married last summer."),
      user("I was diagnosed with ADHD last year. I have type 1 diabetes. I have a PhD in chemistry."),
      user("I've been vegetarian for 10 years. I've been learning Spanish for two years."),
      user("My partner and I are planning a trip to Japan."),
      // The task's: a time, access, a question; trying for hours; a new file one started.
      user("I have time tomorrow. I have access to the server. I've been trying to fix this for hours."),
      user("I just started the script. I got an error. I was wondering about the syntax."),
      // Thinking, being somewhere in the session, a figure of speech.
      user(
        "I never know which one to pick. I've been here since morning. I have ADHD-like focus on this bug.",
      ),
      user("I became a fan of this library. My code is below. My first attempt is above."),
      user(
        "I hate when this happens. I live for these explanations. I work with the data from the previous message.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I recently moved to Berlin.",
      "I currently work as a nurse.",
      "I just started a new job as a data analyst.",
      "I got married last summer.",
      "I was diagnosed with ADHD in 2025.",
      "I have type 1 diabetes.",
      "I have a PhD in chemistry.",
      "I've been vegetarian for 10 years.",
      "I've been learning Spanish for two years.",
      // PRESUPPOSED_HOUSEHOLD: the sentence kept as said takes one's partner for granted.
      "I have a partner.",
      "My partner and I are planning a trip to Japan.",
    ]);
  });

  it("LIFE_PLAN in the prospective, WHAT_ONE_USES and USED_FOR: plans, one's tools and long use, in a task too", () => {
    const messages = [
      user("I'm going to start a podcast about local history. What equipment do I need?"),
      longAnswer("A microphone."),
      user("I'm about to open a bakery in my town. I am going to move to Portugal next year."),
      user("I use a MacBook Air for work. I mostly code in Python. I drive a 2015 Honda Civic."),
      user("I've used Notion for years. I've played the piano since I was six."),
      // The task's: the session's things, the next step, a tool for one step of the task.
      user(
        "I'm going to move the function to utils. I'm about to start a new file. I'm going to open a new tab.",
      ),
      user("I use the following code. I use this function to parse dates. I use a loop to read the file."),
      user(
        "I drive the tests from a script. I've used this approach for hours. I've tried it since this morning.",
      ),
      // The system one works on, and what one has installed; not the session's things.
      user("I'm on Windows 11. I have Python 3.12 installed. I'm running the script on the server."),
      user("I have the file installed. I'm using the new API."),
    ];
    expect(contents(messages)).toEqual([
      "I'm going to start a podcast about local history.",
      "I'm about to open a bakery in my town.",
      "I am going to move to Portugal in 2027.",
      "I use a MacBook Air for work.",
      "I mostly code in Python.",
      "I drive a 2015 Honda Civic.",
      "I've used Notion for years.",
      "I've played the piano since I was six.",
      "I'm on Windows 11.",
      "I have Python 3.12 installed.",
    ]);
  });

  it("WHAT_ONE_USES with EDITORS: the code editor or IDE one works in, in a task too", () => {
    const messages = [
      user("Can you help me set up a linter for this repo? It keeps flagging the imports."),
      longAnswer("Add the plugin to your config."),
      user("I use Neovim with a Lua config. I mostly use VS Code at work. I'm using PyCharm."),
      user("I code in IntelliJ IDEA. I still use Emacs, and I use Sublime Text for notes. I use VSCodium."),
      // Not the editor one works in: the session's things, a word that also names something else.
      user("I use the vim bindings in this file. I use cursor keys to move. I use nano banana prompts."),
      user("I'm using the editor you suggested. I use Xcode's simulator for this."),
      user(
        "I use vim keybindings in the browser. I'm using rider ids as the key. I'm using Eclipse Temurin.",
      ),
      user("I use Visual Studio Code's terminal for this. I'm using Nano with a DHT22 sensor."),
    ];
    expect(contents(messages)).toEqual([
      "I use Neovim with a Lua config.",
      "I mostly use VS Code at work.",
      "I'm using PyCharm.",
      "I code in IntelliJ IDEA.",
      "I still use Emacs.",
      "I use Sublime Text for notes.",
      "I use VSCodium.",
    ]);
  });

  it("OWN_SETUP: the tools one uses for one's own things and the machines they run on, in a task too", () => {
    const messages = [
      user("Can you help me fix the deploy script? It fails with exit code 1."),
      longAnswer("Run it with set -x."),
      user("I use Obsidian for all my notes. I run Home Assistant on a Raspberry Pi."),
      user("I self-host Nextcloud on my NAS. I sign in with a YubiKey. I have a second YubiKey."),
      user("I mostly use Firefox on my work laptop. I keep my recipes in Notion."),
      // The task's: its things with "the" or "this", one's code or files, a step of the task.
      user("I use React for the frontend. I run the tests on my laptop. I use pandas to read the file."),
      user("I run this on my server. I sign in with the test account. I keep my code in a private repo."),
      user("I use my own function for that. I'm using Tailscale for this. I have a second error."),
    ];
    expect(contents(messages)).toEqual([
      "I use Obsidian for all my notes.",
      "I run Home Assistant on a Raspberry Pi.",
      "I self-host Nextcloud on my NAS.",
      "I sign in with a YubiKey.",
      "I have a second YubiKey.",
      "I mostly use Firefox on my work laptop.",
      "I keep my recipes in Notion.",
    ]);
  });

  // From a ChatGPT export its author published (thomasantony.github.io-src, content/chatgpt/): in a
  // role-play session, "At my day job, I write software for …" had given nothing.
  it("AT_WORK_I_DO: what one does at work, said with a viewpoint lead of work or 'for a living', in a task too", () => {
    const messages = [
      user("Can you help me fix the deploy script? It fails with exit code 1."),
      longAnswer("Run it with set -x."),
      user("At my day job, I write firmware for hearing aids. At work I design bridges for the county."),
      user("In my day job I audit pension funds. Professionally, I translate medical texts."),
      user("I repair church organs for a living."),
      // The task's moment and its needs: not what one does at work.
      user("At work I need to write a report, can you help? At work I'm fixing a flaky test."),
      user("At my job I have to present this tomorrow. At work I can't install Python."),
      user("I write code for a living, so skip the basics and fix the script."),
    ];
    expect(contents(messages)).toEqual([
      "At my day job, I write firmware for hearing aids.",
      "At work I design bridges for the county.",
      "In my day job I audit pension funds.",
      "Professionally, I translate medical texts.",
      "I repair church organs for a living.",
      "I write code for a living.",
    ]);
  });

  it("PRESUPPOSED_POSSESSION: 'my' before a named machine in a request or question says one has it ('on my MacBook Air' → 'I have a MacBook Air.')", () => {
    const messages = [
      user("How should I install this on my MacBook Air?"),
      longAnswer("Use Homebrew."),
      user("Can you make the script work on my Raspberry Pi 4 too?"),
      user("It keeps crashing on my old ThinkPad. Move the backups to my Synology NAS."),
      user("Set up my second YubiKey as well. Why does my home server lose its IP every night?"),
      user("Could I host this on my own VPS instead? Does my MacBook's battery matter?"),
      // The task's everyday machines, a thing made for a device, someone else's device.
      user("Run the tests on my laptop. It works on my machine. Deploy it to my server."),
      user("Why does my iPhone app crash on launch? Test it in my iPad simulator."),
      user("Can it run on Anna's MacBook as well?"),
    ];
    expect(contents(messages)).toEqual([
      "I have a MacBook Air.",
      "I have a Raspberry Pi 4.",
      "I have an old ThinkPad.",
      "I have a Synology NAS.",
      "I have a second YubiKey.",
      "I have a home server.",
      "I have my own VPS.",
      "I have a MacBook.",
    ]);
  });

  it("PRESUPPOSED_HOUSEHOLD: 'my' before one's partner, children, pet, public work or business in a request says one has it", () => {
    const messages = [
      user("What should I pack in the lunchbox of my 6-year-old son?"),
      longAnswer("Pack fruit."),
      user("Can my cat eat tuna from a can?"),
      user("Write a short toast for my wife's birthday dinner."),
      user("Suggest ten names for my podcast about beekeeping."),
      user("How should I price the sourdough at my small bakery?"),
      user("Plan a rainy afternoon for my two kids and my husband."),
      // Role-play, a hypothetical, one gone, a place one goes to, a modifier, someone else's, a quote.
      user("Act as my girlfriend and ask me about my day."),
      user("If I ever have kids, how do I teach my kids to swim?"),
      user("Write a poem for my late husband."),
      user("Recommend a dish at my favourite restaurant in Rome."),
      user("Is my dog walker allowed to use a retractable lead?"),
      user("What should I get my friend's daughter for her birthday?"),
      user('Write a scene where the sailor shouts "my wife is on that ship!"'),
      user("Act as my business partner and review the plan."),
      // One gone or going, a wish said before, an idiom, a teacher's class, words in single quotes.
      user("What hobbies could fill my evenings now that I sold my restaurant?"),
      user("I want to start a newsletter. What should I call my newsletter?"),
      user("How do I keep minding my own business at work?"),
      user("I teach year 4. How do I calm my kids after lunch?"),
      user("Use 'my husband' in three example sentences for my ESL class."),
    ];
    expect(said(messages)).toEqual([
      "fact: I have a 6-year-old son.",
      "said: What should I pack in the lunchbox of my 6-year-old son?",
      "fact: I have a cat.",
      "said: Can my cat eat tuna from a can?",
      "fact: I have a wife.",
      "said: Write a short toast for my wife's birthday dinner.",
      "fact: I have a podcast.",
      "said: Suggest ten names for my podcast about beekeeping.",
      "fact: I run a small bakery.",
      "said: How should I price the sourdough at my small bakery?",
      "fact: I have two kids.",
      "fact: I have a husband.",
      "said: Plan a rainy afternoon for my two kids and my husband.",
      // Still kept as said (OWN_LIFE_IN_A_REQUEST), never a fact.
      "said: Act as my girlfriend and ask me about my day.",
      "said: If I ever have kids, how do I teach my kids to swim?",
      "said: Write a poem for my late husband.",
      "said: Recommend a dish at my favourite restaurant in Rome.",
      "said: Is my dog walker allowed to use a retractable lead?",
      "said: What should I get my friend's daughter for her birthday?",
      'said: Write a scene where the sailor shouts "my wife is on that ship!"',
      "said: Act as my business partner and review the plan.",
      "said: What hobbies could fill my evenings now that I sold my restaurant?",
      "said: What should I call my newsletter?",
      "said: How do I keep minding my own business at work?",
      "fact: I teach year 4.",
      "said: How do I calm my kids after lunch?",
      "said: Use 'my husband' in three example sentences for my ESL class.",
    ]);
  });

  it("PRESUPPOSED_HOUSEHOLD in French: 'mon', 'ma', 'mes' before one's partner, children, pet, public work or business ('Mon chat peut-il manger du thon ?' → 'J'ai un chat.')", () => {
    const messages = [
      user("Que puis-je cuisiner pour mes deux filles ce soir ?"),
      longAnswer("Des pâtes."),
      user("Mon petit chien aboie la nuit, que faire ?"),
      user("Écris un mot pour l'anniversaire de ma femme."),
      user("Comment fixer le prix du pain dans ma boulangerie ?"),
      // Cast as the assistant, a place one goes to, a chat with a bot, a wish, one gone, one to come, a quotation.
      user("Joue le rôle de ma femme et raconte-moi ta journée."),
      user("Trouve un plat comme dans mon restaurant préféré à Lyon."),
      user("Résume mon chat avec Claude sur le budget."),
      user("Si un jour j'ai des enfants, comment leur apprendre à nager ?"),
      user("Écris un poème pour feu mon mari."),
      user("Que dire à ma future femme le jour du mariage ?"),
      user("Traduis « mon fils est malade » en anglais."),
      // Compounds that name another person, a stream's chat, a teacher's class, a work called a baby.
      user("Ma femme de ménage vient le jeudi, comment la déclarer ?"),
      user("Comment modérer mon chat Twitch ?"),
      user("Je suis maîtresse en CP. Que faire quand mes enfants crient ?"),
      user("Cette appli, c'est mon bébé. Tu relis le communiqué ?"),
      user("mon bebe se reveille la nuit, c normal ?"),
    ];
    expect(said(messages).filter((m) => m.startsWith("fact:"))).toEqual([
      "fact: J'ai deux filles.",
      "fact: J'ai un chien.",
      "fact: J'ai une femme.",
      "fact: J'ai une boulangerie.",
      "fact: Je suis maîtresse en CP.",
      "fact: J'ai un bébé.",
    ]);
  });

  it("MY_MACHINE_RUNS: what a named machine of one's own runs is a fact, not how it runs today", () => {
    const messages = [
      user("Fix the cron entry in deploy.sh please."),
      longAnswer("Use crontab -e."),
      user("My home server runs Proxmox. My ThinkPad runs Fedora 40, will this work?"),
      user("My Raspberry Pi runs out of memory every night. My app runs on Vercel."),
    ];
    expect(contents(messages)).toEqual([
      "My home server runs Proxmox.",
      "My ThinkPad runs Fedora 40.",
      "I have a Raspberry Pi.",
    ]);
  });

  it("LIFE_EVENT with 'we' or 'my … and I', adoption, APPLYING_FOR and a household's habit: a life said in a task", () => {
    const messages = [
      user("Okay so context: my partner and I just adopted a rescue greyhound named Biscuit. Any tips?"),
      longAnswer("Walk her early."),
      user("We got married in June. My wife and I had a baby in March."),
      user("I'm applying for a clinical educator role at a smaller hospital. I'm applying to grad schools."),
      user("We shop at Aldi on Sundays. We go hiking every weekend."),
      // The task's: an approach, a patch, access, a team's routine with the task's things.
      user(
        "We adopted a new approach for the parser. I'm applying the patch now. I'm applying for access to the API.",
      ),
      user("We run the tests every day. We got an error on Mondays."),
    ];
    expect(contents(messages)).toEqual([
      "My partner and I just adopted a rescue greyhound named Biscuit.",
      "We got married in 2026-06.",
      "My wife and I had a baby in 2026-03.",
      "I'm applying for a clinical educator role at a smaller hospital.",
      "I'm applying to grad schools.",
      "We shop at Aldi on Sundays.",
      "We go hiking every weekend.",
    ]);
  });

  it("the first person plural's origins, moving from a place, a language one doesn't speak, years of an activity, a race signed up for", () => {
    const messages = [
      user("We grew up in a small town in Ohio. We love food and hiking but hate crowds. Ideas?"),
      longAnswer("Try the Kumano Kodo."),
      user("I'm moving from London to Berlin next month for a new job. I don't speak German yet."),
      user("I've been running for about a year and just signed up for my first half marathon in May."),
      // The task's: moving code between tools, a refusal to speak for others, a run of the tests.
      user(
        "I'm moving from Jest to Vitest. I can't speak for the backend team. I've been running the tests for a year.",
      ),
      // A "we" who loves or prefers is as often a team's or a company's voice as a household's.
      user("We love this approach. I signed up for the API. We love code. We prefer short answers."),
    ];
    expect(contents(messages)).toEqual([
      "We grew up in a small town in Ohio.",
      "I'm moving from London to Berlin in 2026-12 for a new job.",
      "I don't speak German yet.",
      "I've been running for about a year and just signed up for my first half marathon in 2027-05.",
    ]);
  });

  it("ASIDE_TO_THE_ASSISTANT: a parenthesis that speaks to the assistant is taken out, the statement around it stays", () => {
    const messages = [
      user("I'm a nurse (as you know) and I live in Leeds. Can you help with my rota?"),
      longAnswer("Here is a rota."),
      user("My sister lives in York (you asked earlier)."),
      user("Remember, I'm unfamiliar with modern Python (see the docs you wrote) so please explain."),
      // A parenthesis about the person stays; one about the task, with no fact around it, gives nothing.
      user("I have two kids (both under five). I changed the function (see above)."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a nurse.",
      "I live in Leeds.",
      "My sister lives in York.",
      "I'm unfamiliar with modern Python.",
      "I have two kids (both under five).",
    ]);
  });

  it("FRAME_TO_THE_ASSISTANT: 'I told you', 'you may remember that', 'I want you to know that', 'thanks to you' before a statement, and ', you can …' after it, speak to the assistant; the statement stays", () => {
    const messages = [
      user("I told you I live in Berlin. You may remember that I work at the BBC."),
      longAnswer("Noted."),
      user("Like I said to you before, I have two kids. Thanks to you I passed my driving test!"),
      user("I'm a teacher, so you can use school examples. I live in Oslo, you can assume metric units."),
      user("Je t'ai dit que j'habite à Lyon. Grâce à toi, j'ai réussi mon permis."),
      user("I want you to know that I'm vegan. Je veux que tu saches que j'ai un chien."),
      // The statement keeps its own apostrophes.
      user("I told you I’m from Leeds."),
      user("Je suis prof, donc tu peux prendre des exemples de classe. Tu sais que je suis végétarien."),
      // The exchange itself stays out: what the assistant does, what one told it about the task.
      user(
        "I told you the tests fail. You may remember that the script was slow. I don't mind that you can read the web.",
      ),
      user("Je t'ai dit que le script plante. Tu peux aussi ajouter un titre."),
      // A sentence to the assistant keeps its own "…, you will describe …" (no statement about oneself before it).
      user(
        "You will ask me about my business, and when you have enough information, you will describe the logo.",
      ),
    ];
    expect(said(messages)).toEqual([
      "fact: I live in Berlin.",
      "fact: I work at the BBC.",
      "fact: I have two kids.",
      "fact: I passed my driving test.",
      "fact: I'm a teacher.",
      "fact: I live in Oslo.",
      "fact: J'habite à Lyon.",
      "fact: J'ai réussi mon permis.",
      "fact: I'm vegan.",
      "fact: J'ai un chien.",
      "fact: I’m from Leeds.",
      "fact: Je suis prof.",
      "fact: Je suis végétarien.",
      // PRESUPPOSED_HOUSEHOLD: "my business" takes for granted that one runs one.
      "fact: I run a business.",
      // Names one's business: kept as said (OWN_LIFE_IN_A_REQUEST), never a fact.
      "said: You will ask me about my business, and when you have enough information, you will describe the logo.",
    ]);
  });

  it("a working session's own words about the person: USE_AS_MY, NOT_KNOWING_A_LANGUAGE, WE_ARE_AN_ORGANISATION, and an occupation before a clause about the task", () => {
    const messages = [
      user("I'm using Tower as my git client on macOS. I don't know Rust at all."),
      longAnswer("Here is the fix."),
      user("We're a small nonprofit and can't afford paid services."),
      user("I teach a data science course and this repo is for my students."),
      // The task's: a tool for one step, a word one doesn't know, a team of the code, teaching the model.
      user("I'm using this function as my entry point. I don't know this error. We're a bit stuck."),
      user("I teach the model with this script."),
    ];
    expect(contents(messages)).toEqual([
      "I'm using Tower as my git client on macOS.",
      "I don't know Rust at all.",
      "We're a small nonprofit and can't afford paid services.",
      // The clause about the task stays with it: the sentence is split before a first-person subject only.
      "I teach a data science course and this repo is for my students.",
    ]);
  });

  it("NOT_A_PROFESSION and A_SUBSCRIPTION are the person's; a piece of information one doesn't know and 'moving to the next …' are the task's", () => {
    const messages = [
      user("Je ne suis pas un développeur, je suis plutôt philosophe. J'ai l'abonnement Claude Pro."),
      longAnswer("Voici une réponse."),
      user("Je ne suis ni ingénieur ni technicien. I have a ChatGPT Plus subscription."),
      // Celles de la tâche : un état, le nom d'une chose, l'étape suivante.
      user("Je ne suis pas sûr. Je ne connais pas le sigle du nouveau nom. Je ne connais pas la réponse."),
      user("I'm moving to the next cycle in September. I have a plan for the refactor."),
    ];
    expect(contents(messages)).toEqual([
      "Je ne suis pas un développeur, je suis plutôt philosophe.",
      "J'ai l'abonnement Claude Pro.",
      "Je ne suis ni ingénieur ni technicien.",
      "I have a ChatGPT Plus subscription.",
    ]);
  });

  it("a life's events and states said in a task: 'I've just started', 'our son', a job interview, a licence, a career change, a language that isn't one's first, a goal of the body", () => {
    const messages = [
      user("I've just started a new job as a data engineer at a bank. Can you explain SQL window functions?"),
      longAnswer("Here is an explanation."),
      user("Our daughter was just diagnosed with dyslexia. Our son has a peanut allergy."),
      user("I've got a job interview at Deloitte on Monday. I got my driver's license last month."),
      user("I recently switched careers from teaching to UX design. English isn't my first language."),
      user("I'm trying to lose 10 kg before summer."),
      // The task's: a script one started, a test our code has, a licence of the code, a function one tries to lose.
      user(
        "I've just started the script. Our code has a bug. I got the license file. I'm trying to lose the extra column.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I've just started a new job as a data engineer at a bank.",
      "Our daughter was just diagnosed with dyslexia.",
      "Our son has a peanut allergy.",
      "I've got a job interview at Deloitte on 2026-11-23.",
      "I got my driver's license in 2026-10.",
      "I recently switched careers from teaching to UX design.",
      "English isn't my first language.",
      "I'm trying to lose 10 kg before summer.",
    ]);
  });

  it("DISCLAIMER ('I'm not an expert, but …') leads the clause after it; a move of the task's things, a language's part and a subscription's problem are the task's", () => {
    const messages = [
      user("I'm not an expert, but the code crashes when I click save."),
      longAnswer("Here is a fix."),
      user("Je ne suis pas un expert, mais le code plante. I'm not an expert, but I live in Berlin."),
      user(
        "We're moving to a new database next week. I don't know Python's asyncio well enough to fix this.",
      ),
      user("I have a subscription problem with the API."),
      // Still the person's: a move of home, a skill one lacks, a subscription.
      user("We're moving to a new house in May. I'm not an expert in Docker. I have a Netflix subscription."),
      user("I'm moving to the Netherlands in March."),
    ];
    expect(contents(messages)).toEqual([
      "I live in Berlin.",
      "We're moving to a new house in 2027-05.",
      "I'm not an expert in Docker.",
      "I have a Netflix subscription.",
      "I'm moving to the Netherlands in 2027-03.",
    ]);
  });

  it("REMINDER_IN_PARENTHESES: a reminder of a fact in parentheses is a sentence of its own, even with 'you' or before a question", () => {
    const messages = [
      user(
        "Must this still be set in the config? (remember I'm unfamiliar with modern Python, so please don't let me derail you)",
      ),
      longAnswer("Yes, it must."),
      user("Does this work on a Mac? (keep in mind I'm a beginner, so go slow for me)"),
      user("(remember I'm new to Rust) how do lifetimes work?"),
      // A parenthesis that reminds of the task, not of the person, still goes.
      user("Can you fix it? (remember the tests you wrote earlier)"),
    ];
    expect(contents(messages)).toEqual([
      "I'm unfamiliar with modern Python.",
      "I'm a beginner.",
      "I'm new to Rust.",
    ]);
  });

  it("a couple's years together, a household's care for its children and a possession one doesn't have", () => {
    const messages = [
      user("My girlfriend and I have been together for three years and she wants to move in."),
      longAnswer("Talk about chores first."),
      user("We homeschool our three kids. I don't own a car, I bike everywhere."),
      // The task's: fixing one's code, a branch one doesn't have, together in the session.
      user("We fixed our code. I don't have a branch for it. We have been together on this bug all day."),
    ];
    expect(contents(messages)).toEqual([
      "My girlfriend and I have been together for three years and she wants to move in.",
      "We homeschool our three kids.",
      "I don't own a car, I bike everywhere.",
    ]);
  });

  it("ARTICLE_AFTER_OWN_WORDS: the words before a pasted article's first heading are the person's own", () => {
    const article =
      "\n\n# A night on the ward\n\nI walked the corridor at 3am and I live for these quiet hours. " +
      "The monitors hum and the families sleep in chairs. ".repeat(8);
    const messages = [
      user(
        `I'm a nurse in Leeds and I wrote this post for our ward newsletter. Can you make it warmer?${article}`,
      ),
      longAnswer("Here is a warmer version."),
      // An article pasted with nothing before it is someone else's words, first person or not.
      user(`# My year in Lisbon${article}`),
    ];
    expect(contents(messages)).toEqual(["I'm a nurse in Leeds."]);
  });

  it("TASK_STATE and SO_IMPERATIVE: haste, the device one types on and a taste for the answer's form are the session's; an apology after 'so' is cut", () => {
    const messages = [
      user("I'm in a hurry, keep it short."),
      longAnswer("Short answer."),
      user("I'm on mobile so formatting is hard. I'm not a fan of this formatting."),
      user("I'm not a native speaker so sorry for mistakes."),
      // Kept: a taste of one's life, one's phone as a device one uses.
      user("I'm not a fan of horror films. I'm a big fan of Arsenal."),
    ];
    expect(contents(messages)).toEqual([
      "I'm not a native speaker.",
      "I'm not a fan of horror films.",
      "I'm a big fan of Arsenal.",
    ]);
  });

  it("ROLE_THEN_OWN_WORDS: after a one-sentence role for the assistant, the person's own first-person words are theirs", () => {
    const plan =
      " Please give me a six month plan with concrete steps, resources and a realistic budget, and tell me which portfolio projects would impress hiring managers the most.".repeat(
        2,
      );
    const messages = [
      user(
        `You are an experienced career coach who helps people change careers. I'm a secondary school teacher in Manchester and I want to move into UX design.${plan}`,
      ),
      longAnswer("Here is a plan."),
    ];
    expect(contents(messages)).toEqual(["I'm a secondary school teacher in Manchester."]);
  });

  it("ROLE_THEN_OWN_WORDS in French: after a one-sentence role ('Tu es …', 'Vous êtes …', 'Agis comme …'), the person's own words are theirs", () => {
    const demande =
      " Propose-moi un plan sur six mois avec des étapes concrètes, des ressources et un budget réaliste, et dis-moi quels projets de portfolio impressionneraient le plus les recruteurs.".repeat(
        2,
      );
    const messages = [
      user(
        `Tu es un coach de carrière expérimenté. Je suis infirmière à Lyon et je veux devenir développeuse.${demande}`,
      ),
      longAnswer("Voici un plan."),
      user(`Agis comme un expert en jardinage. J'habite à Rennes et j'ai un petit potager.${demande}`),
      // A role that goes on is a prompt, first person or not.
      user(
        `Vous êtes Merlin, un conteur. Vous allez m'aider. Je suis un chevalier perdu dans la forêt.${demande}`,
      ),
    ];
    expect(contents(messages)).toEqual([
      "Je suis infirmière à Lyon.",
      // A role one means to become is a plan of one's life (LIFE_PLAN's "devenir …").
      "Je veux devenir développeuse.",
      "J'habite à Rennes.",
      "J'ai un petit potager.",
    ]);
  });

  it("PLAN_WITH_A_DATE, MAINTAINED_WORK and KIN_LIFE: a dated plan, a work one keeps up and a relative's life are facts in a task too", () => {
    const messages = [
      user("I maintain an open-source library for parsing GPX files. Can you review the README?"),
      longAnswer("Here is a review."),
      user(
        "I plan to move my blog to Hugo next summer. I'm hoping to finish my degree by the end of next year.",
      ),
      user("I host my own Nextcloud at home. My son plays the violin. My husband works at the hospital."),
      user("My daughter started university this year."),
      // The task's: a plan for the session, a pronoun for the project, the code one keeps up, a
      // relative who asks for something now.
      user("I plan to refactor this next month. I'm going to fix the tests tomorrow."),
      user("I maintain the old code. I host the app on a server. My wife asked me to fix the printer."),
    ];
    expect(said(messages)).toEqual([
      "fact: I maintain an open-source library for parsing GPX files.",
      "fact: I plan to move my blog to Hugo next summer.",
      "fact: I'm hoping to finish my degree by the end of 2027.",
      "fact: I host my own Nextcloud at home.",
      "fact: My son plays the violin.",
      "fact: My husband works at the hospital.",
      "fact: My daughter started university in 2026.",
      "fact: I have a wife.",
      "said: My wife asked me to fix the printer.",
    ]);
  });

  it("KIN_LIFE ahead, A_RACE_RUN and A_FIRST_JOB: a relative's coming event, a race one ran, a first job, in a task too (and a reviewer's must-nots)", () => {
    const messages = [
      user("Can you help me plan the meetup's schedule? We start at 6."),
      longAnswer("Here is a plan."),
      // The present and the progressive of a fixed future (Quirk et al. 1985, 4.26, 4.29).
      user("My daughter starts primary school in September. My sister is getting married in June."),
      user("My brother is moving to Canada. My wife is having a baby in March."),
      user("I ran my first marathon in York last October. I finished a half marathon in Leeds."),
      user("I got my first job as a junior developer in 2019."),
      // Not a relative's event, a race, a first job: the task's things, a size of data, a figure of speech, a CI job.
      user("My script starts the server. My husband starts work on the kitchen tomorrow."),
      user(
        "I ran the 10k rows through the parser. I ran a benchmark with 10k. I finished a marathon of meetings.",
      ),
      user(
        "I ran the marathon script again. I got my first error on line 3. I got my first job to run on GitHub Actions.",
      ),
      user("I got my new home page to load. I did a marathon today fixing bugs."),
    ];
    expect(said(messages)).toEqual([
      "fact: My daughter starts primary school in 2027-09.",
      "fact: My sister is getting married in 2027-06.",
      "fact: My brother is moving to Canada.",
      "fact: My wife is having a baby in 2027-03.",
      "fact: I ran my first marathon in York in 2026-10.",
      "fact: I finished a half marathon in Leeds.",
      "fact: I got my first job as a junior developer in 2019.",
      // Beginning a task: kept as said, as before KIN_LIFE read the present.
      "fact: I have a husband.",
      "said: My husband starts work on the kitchen on 2026-11-21.",
    ]);
  });

  it("PLAN_WITH_A_DATE, MAINTAINED_WORK, KIN_LIFE and WHAT_ONE_USES in French", () => {
    const messages = [
      user(
        "Je maintiens un petit site pour l'association de mon quartier. Peux-tu relire la page d'accueil ?",
      ),
      longAnswer("Voici mes remarques."),
      user("Je prévois de migrer mon blog vers Hugo l'été prochain. Mon mari travaille à l'hôpital."),
      user("Je tourne sous Ubuntu sur mon portable. J'utilise Neovim au quotidien. Mon fils joue du violon."),
      // Celles de la tâche : un plan pour la session, le code qu'on entretient, un proche qui demande.
      user(
        "Je prévois de corriger ça le mois prochain. Je maintiens le vieux code. Ma femme m'a demandé de réparer l'imprimante.",
      ),
    ];
    expect(said(messages)).toEqual([
      "fact: Je maintiens un petit site pour l'association de mon quartier.",
      "fact: Je prévois de migrer mon blog vers Hugo l'été prochain.",
      "fact: Mon mari travaille à l'hôpital.",
      "fact: Je tourne sous Ubuntu sur mon portable.",
      "fact: J'utilise Neovim au quotidien.",
      "fact: Mon fils joue du violon.",
      "fact: J'ai une femme.",
      "said: Ma femme m'a demandé de réparer l'imprimante.",
    ]);
  });

  it("French identity without an article, dated plans as no task talk, one's own project, server and volunteering, and what one mostly does", () => {
    const messages = [
      user(
        "Je suis développeur freelance à Bordeaux, et je veux me mettre à Rust cette année. Tu as un livre à conseiller ?",
      ),
      longAnswer("Le livre officiel."),
      user("Je fais surtout du Symfony pour des PME."),
      user("Je bosse sur un projet perso le soir : une appli de suivi de mes courses à pied."),
      user("J'ai un VPS Debian chez OVH. Je gère le site de l'école de mes enfants bénévolement."),
      // Celles de la tâche : un état, ce qu'on fait à l'instant, un serveur qui renvoie une erreur.
      user("Je suis perdu avec cette config. Je fais du débogage depuis ce matin. J'ai un serveur d'erreur."),
      user("Je veux corriger ça cette année. Je suis content du résultat."),
    ];
    expect(said(messages)).toEqual([
      "fact: Je suis développeur freelance à Bordeaux.",
      "fact: Je veux me mettre à Rust en 2026.",
      "fact: Je fais surtout du Symfony pour des PME.",
      "fact: Je bosse sur un projet perso le soir: une appli de suivi de mes courses à pied.",
      "fact: J'ai un VPS Debian chez OVH.",
      "fact: Je gère le site de l'école de mes enfants bénévolement.",
    ]);
  });

  it("a dated plan with 'want to' is no task talk; one's own project, server and volunteering, and what one mostly does, in English", () => {
    const messages = [
      user("I'm a nurse in Cardiff and I want to learn Spanish this year. Which app is best?"),
      longAnswer("Try a course."),
      user("I mostly do React work for small charities. I'm working on a side project: a birdsong quiz app."),
      user("I have a Raspberry Pi at home. I run the website of my kids' school as a volunteer."),
      // The task's: an error of a server, a fix planned, what one does in the session.
      user("I have a server error. I want to fix this this year. I mostly do the same steps as before."),
    ];
    expect(contents(messages)).toEqual([
      "I'm a nurse in Cardiff.",
      "I want to learn Spanish in 2026.",
      "I mostly do React work for small charities.",
      "I'm working on a side project: a birdsong quiz app.",
      "I have a Raspberry Pi at home.",
      "I have kids.",
      "I run the website of my kids' school as a volunteer.",
    ]);
  });

  it("ON_A_SYSTEM with the distributions people run, and a negated progressive of the task ('I'm not seeing the change') is no fact", () => {
    const messages = [
      user(
        "I am running the latest Pop!_OS COSMIC. I'd like a script that sets the Bing image as wallpaper.",
      ),
      longAnswer("Here is a script."),
      user("I'm using Manjaro, how do I install the gh app? I'm on Linux Mint at work."),
      // A question after a comma without its mark: a wh-word and the inverted auxiliary say it.
      user("I'm on Fedora, how do I install that"),
      user("I'm not seeing the change. I'm not getting any output. I am not running the tests yet."),
    ];
    expect(contents(messages)).toEqual([
      "I am running the latest Pop!_OS COSMIC.",
      "I'm using Manjaro.",
      "I'm on Linux Mint at work.",
      "I'm on Fedora.",
    ]);
  });

  it("FOUNDING, DEGREE_HELD, MOVING_HOME, TEAM_OF and the everyday verbs of a life in French ('je bosse', 'je conduis', 'je passe le bac'), in a task too", () => {
    const messages = [
      user(
        "Salut, je suis en train de monter ma boîte de paysagisme près de Nantes et j'aimerais un plan marketing simple.",
      ),
      longAnswer("Voici un plan."),
      user("Je viens de créer mon auto-entreprise de graphisme. J'ai un master en droit des affaires."),
      user("Je bosse dans une petite agence de com à Lyon. Je conduis une vieille Peugeot."),
      user("Je passe le bac cette année. Nous déménageons à Bordeaux cet été. On vient d'adopter un chiot."),
      user("Nous sommes une équipe de quatre développeurs."),
      // Celles de la tâche : un script qu'on lance, un fichier qu'on crée, un volume qu'on monte, ce
      // sur quoi on travaille, une licence de logiciel, un paramètre qu'on passe, un projet qu'on conduit.
      user("Je lance le script. Je viens de créer une branche. Je suis en train de monter le volume Docker."),
      user("Je bosse dessus depuis ce matin. Je bosse sur ce bug. J'ai une licence Windows."),
      user("Je passe le paramètre en argument. Je conduis le projet de migration."),
    ];
    expect(said(messages)).toEqual([
      "fact: Je suis en train de monter ma boîte de paysagisme près de Nantes.",
      "fact: Je viens de créer mon auto-entreprise de graphisme.",
      "fact: J'ai un master en droit des affaires.",
      "fact: Je bosse dans une petite agence de com à Lyon.",
      "fact: Je conduis une vieille Peugeot.",
      "fact: Je passe le bac en 2026.",
      "fact: Nous déménageons à Bordeaux cet été.",
      "fact: On vient d'adopter un chiot.",
      "fact: Nous sommes une équipe de quatre développeurs.",
    ]);
  });

  it("TENDENCY, RENTING, A_LOAN, LEFT_A_PLACE, TOOK_UP with its time, and a time or a viewpoint before the statement, in English", () => {
    const messages = [
      user("I tend to procrastinate. I rent a studio in Leeds. I have a mortgage on our house."),
      longAnswer("Here is a plan."),
      user("Two years ago, I left London for Cornwall. I started playing guitar six months ago."),
      user("It's been 3 years since I started working at Airbus."),
      user("Knowing that I'm vegetarian, what proteins would you suggest?"),
      // The task's: a tendency of the code, a server one rents, a loop one leaves, a start an hour ago.
      user("It tends to crash. I rent a server for the demo. I left the loop early."),
      user("I started the script an hour ago. I have a question on loans."),
    ];
    expect(contents(messages)).toEqual([
      "I tend to procrastinate.",
      "I rent a studio in Leeds.",
      "I have a mortgage on our house.",
      "In 2024, I left London for Cornwall.",
      "I started playing guitar in 2026-05.",
      "It's been 3 years since I started working at Airbus.",
      "I'm vegetarian.",
    ]);
  });

  it("the same in French, with the leads French chat uses ('alors voilà', 'perso', 'sachant que', 'ça fait trois ans que')", () => {
    const messages = [
      user("Alors voilà, je suis infirmière et je cherche à mieux gérer mon sommeil."),
      longAnswer("Voici quelques conseils."),
      user("Perso je suis plutôt du matin, donc propose des créneaux tôt."),
      user("Sachant que je suis végétarien, quelles protéines me conseilles-tu ?"),
      user("J'ai tendance à procrastiner. Je loue un studio à Lille. J'ai un crédit immobilier sur 25 ans."),
      user(
        "Ça fait 3 ans que je travaille chez Airbus. Il y a deux ans, j'ai quitté Paris pour la Bretagne.",
      ),
      user("Je viens d'être embauché comme data analyst. Je fais partie d'une chorale."),
      user("J'ai commencé la guitare il y a six mois."),
      // Celles de la tâche : un script commencé il y a une heure, un serveur loué, une boucle quittée.
      user(
        "J'ai commencé le script il y a une heure. Je loue un serveur pour la démo. J'ai quitté la boucle.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "Je suis infirmière.",
      "Je suis plutôt du matin.",
      "Je suis végétarien.",
      "J'ai tendance à procrastiner.",
      "Je loue un studio à Lille.",
      "J'ai un crédit immobilier sur 25 ans.",
      "Ça fait 3 ans que je travaille chez Airbus.",
      "En 2024, j'ai quitté Paris pour la Bretagne.",
      "Je viens d'être embauché comme data analyst.",
      "Je fais partie d'une chorale.",
      "J'ai commencé la guitare en 2026-05.",
    ]);
  });

  it("MOVING_HOME, TEAM_OF, HOME_SHARED and the stages of studies and search with a word before their noun, in English", () => {
    const messages = [
      user(
        "I'm preparing my PhD defense in marine biology next month and I'm super stressed. Can you help me practice questions?",
      ),
      longAnswer("Here are some questions."),
      user("We're moving to Bristol this summer. We're a team of four developers."),
      user("I share a flat with two friends. I'm looking for a marketing internship for the summer."),
      // The task's: data or slides one prepares, a team of the code, an icon one looks for, a screen one shares.
      user("I'm preparing the data for the chart. I'm preparing my slides for the client."),
      user("I'm looking for a simple house icon. I share my screen with the team. We're moving the button."),
      // A name before an artefact's noun is no place: the move's goal is the code, a version, a database.
      user("We're moving to visual basic code for windows. We're moving to Postgres 16 soon."),
    ];
    expect(contents(messages)).toEqual([
      "I'm preparing my PhD defense in marine biology in 2026-12.",
      "We're moving to Bristol this summer.",
      "We're a team of four developers.",
      "I share a flat with two friends.",
      "I'm looking for a marketing internship for the summer.",
    ]);
  });

  it("LANGUAGE_OF_ONES_OWN: 'English is my second language', 'le français est ma langue maternelle', in a task too", () => {
    const messages = [
      user("English is my second language, so please check my grammar in this email."),
      longAnswer("Here is the corrected email."),
      user("Le français est ma langue maternelle. Corrige ce texte."),
      // Not a language of the task.
      user("Python is my main language at work? No, Java is the language of this project."),
    ];
    expect(contents(messages)).toEqual([
      "English is my second language.",
      "Le français est ma langue maternelle.",
    ]);
  });
  it("CHILD_AGE and HOUSEHOLD_HEAD: a child's age before its noun or as its noun ('a 3-year-old daughter', 'a 2 year old'); a household word before another noun is a thing ('a baby monitor')", () => {
    const messages = [
      user("I have a 3-year-old daughter, what are good books for her?"),
      longAnswer("Here are some books."),
      user("I have a 10 year old son and a 6 year old daughter. We have a 2 year old."),
      user("I have twin boys. We have two young kids. We have a baby girl."),
      // Years of work are a fact of their own; an old thing of the task is none, and so are things
      // a household word modifies.
      user("I have 3 years of experience with React. I have a 3 year old laptop that crashes."),
      user(
        "I have a baby monitor that keeps disconnecting. I have kids' books to sort. I have a dog bed that smells.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I have a 3-year-old daughter.",
      "I have a 10 year old son and a 6 year old daughter.",
      "We have a 2 year old.",
      "I have twin boys.",
      "We have two young kids.",
      "We have a baby girl.",
      "I have 3 years of experience with React.",
    ]);
  });

  it("ROLE_LEAD before a question whose subject is 'I' ('As a freelance designer, how should I price my work?'), not before one to the assistant", () => {
    const messages = [
      user("As a freelance designer, how should I price my work?"),
      longAnswer("Here is a pricing guide."),
      user(
        "As a nurse working night shifts, what can I eat to stay awake? En tant qu'infirmière, comment puis-je mieux dormir ?",
      ),
      // A role given to the assistant, a discourse "as".
      user("As a senior developer, can you review my code? As a result, what should I change?"),
      user("As an expert in tax law, what would you recommend? As a first step, should I update the config?"),
      user("As a beginner, how do I start running?"),
    ];
    expect(contents(messages)).toEqual([
      "I'm a freelance designer.",
      "I'm a nurse working night shifts.",
      "Je suis infirmière.",
    ]);
  });

  it("WHAT_ONE_MEANS_TO_TELL: 'How do I tell my boss I'm pregnant?' says what the person will tell, when it is about their life", () => {
    const messages = [
      user("How do I tell my boss I’m pregnant?"),
      longAnswer("Here is how to tell your boss."),
      user(
        "How should I tell my parents that I'm moving to Canada? What's the best way to let my manager know I'm quitting my job?",
      ),
      user(
        "Comment annoncer à mes parents que je suis enceinte ? Comment dire que j'ai 30 ans en japonais ?",
      ),
      // Not a statement about one's life, nothing said, a test of a condition.
      user(
        "How do I tell my client that I need more time? How do I tell my code to skip nulls? How do I tell if I'm dehydrated?",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I’m pregnant.",
      "I'm moving to Canada.",
      "I'm quitting my job.",
      "Je suis enceinte.",
    ]);
  });
  it("TURNED_AN_AGE, AN_INJURY, SAVINGS, TRYING_FOR_A_BABY, BECOMING a role, a role held for years and OWN_LIFE_FIRST, in a task", () => {
    const messages = [
      user(
        "I've been a software engineer for 10 years and I want to become a product manager. Where do I start?",
      ),
      longAnswer("Here is a plan."),
      user(
        "I just turned 40 and I want to get in shape. I broke my wrist skiing in February and it still hurts.",
      ),
      user(
        "I have 10k in savings. My husband and I are trying to get pregnant, what vitamins should I take?",
      ),
      // OWN_LIFE_FIRST: the task talk after a statement of one's life drops only its own clause.
      user("I have $3,000 in credit card debt and I want to pay it off."),
      user("We're trying for a baby."),
      // The task's: a turn of degrees, a broken build, money of the task, a try, a thing that becomes.
      user("I turned 90 degrees the image. I turned 40 rows into a pivot table. I broke my build again."),
      user("I have 10 rows in the table. I have 500 in the bank account table."),
      user("We're trying to fix the deploy. I want this to become a table."),
    ];
    expect(contents(messages)).toEqual([
      "I've been a software engineer for 10 years.",
      "I want to become a product manager.",
      "I just turned 40.",
      "I want to get in shape.",
      "I broke my wrist skiing in 2026-02 and it still hurts.",
      "I have 10k in savings.",
      "My husband and I are trying to get pregnant.",
      "I have $3,000 in credit card debt.",
      "We're trying for a baby.",
    ]);
  });
  it("the same in French: an age just reached, an injury, savings, trying for a baby, becoming a role, twins, a move to a city's French name, a role before an infinitive question", () => {
    const messages = [
      user("Je viens d'avoir 40 ans et je veux me remettre au sport. Quels exercices faire ?"),
      longAnswer("Voici un programme."),
      user("Je me suis cassé le poignet au ski. Je me suis fait une entorse à la cheville."),
      user("J'ai 10 000 € d'économies. On essaie d'avoir un enfant depuis un an."),
      // French writes thousands with a narrow no-break space (stored as a space).
      user("J'ai 8\u202f000 euros de dettes."),
      user("Je suis développeur depuis 10 ans et je veux devenir chef de produit."),
      user("J'ai des jumeaux. Nous avons un bébé de 6 mois. Je déménage à Lisbonne en janvier."),
      user("En tant que graphiste freelance, comment fixer mes tarifs ?"),
      // The task's: a turn, a broken script, money in a table, a try, a thing that becomes.
      user("Je me suis cassé la tête sur ce bug. J'ai 10 000 lignes dans le fichier."),
      user("On essaie de corriger le script. Je veux que ce tableau devienne une liste."),
      user("J'ai eu 20 ans de carrière dans la banque. En tant que débutant, comment installer Python ?"),
    ];
    expect(contents(messages)).toEqual([
      "Je viens d'avoir 40 ans.",
      "Je me suis cassé le poignet au ski.",
      "Je me suis fait une entorse à la cheville.",
      "J'ai 10 000 € d'économies.",
      "On essaie d'avoir un enfant depuis un an.",
      "J'ai 8 000 euros de dettes.",
      "Je suis développeur depuis 10 ans.",
      "Je veux devenir chef de produit.",
      "J'ai des jumeaux.",
      "Nous avons un bébé de 6 mois.",
      "Je déménage à Lisbonne en 2027-01.",
      "Je suis graphiste freelance.",
    ]);
  });
  it("COMMENT_TO_THE_ASSISTANT: ', as you know,', ', you know.', ', if you remember.', ', as I told you.' and 'Like you said,', 'You're right that', 'Hey there,' around a statement speak to the assistant; the statement stays", () => {
    const messages = [
      user("I'm a teacher, as you know, so I have summers off. What can I do in July?"),
      longAnswer("Here are some ideas."),
      user("I live in Denver, you know. I'm a nurse, if you remember. I moved to Lisbon, as I told you."),
      user("I'm vegetarian, which you already know. Like you said, I have two kids."),
      user("You're right that I'm diabetic. I think you know I'm a single dad."),
      // A greeting with whom it greets ("Hey there,", "Hi everyone!") leads like "Hi,".
      user("Hey there, I'm a retired engineer. Hi everyone! I live in Ohio."),
      // About the exchange or the task: no statement of one's life is left.
      user(
        "The tests fail, as you know. Like you said, the function is slow. You're right that I forgot the import.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I'm a teacher, so I have summers off.",
      "I live in Denver.",
      "I'm a nurse.",
      "I moved to Lisbon.",
      "I'm vegetarian.",
      "I have two kids.",
      "I'm diabetic.",
      "I'm a single dad.",
      "I'm a retired engineer.",
      "I live in Ohio.",
    ]);
  });
  it("JUXTAPOSED_REQUEST and REASON_LEAD in Spanish, German and Italian: a statement before a comma and a question or request, a fronted reason", () => {
    const messages = [
      user("Tengo una hija de 3 años, ¿qué libros me recomiendas?"),
      longAnswer("Aquí tienes algunos libros."),
      user("Como soy diabético, ¿qué postres puedo comer?"),
      user("Ich habe eine Tochter, welche Bücher empfiehlst du?"),
      user("Da ich Diabetiker bin, welche Desserts kann ich essen?"),
      user(
        "Seit ich in Berlin wohne, fahre ich mit dem Rad zur Arbeit. Weil ich Vegetarierin bin, hilf mir mit einem Plan.",
      ),
      user("Ho una figlia di 3 anni, che libri mi consigli?"),
      user("Siccome sono diabetico, quali dolci posso mangiare?"),
      // The task's: an error before the question, a reason of the task, a comment clause.
      user("Tengo un error en el código, ¿qué hago? Como te dije, la función falla."),
      user(
        "Ich habe einen Fehler im Code, was soll ich tun? Da ich das Skript gestartet habe, geht nichts mehr.",
      ),
      // A separable verb would split when put second ("ich ziehe … um"): the clause stays as said.
      user("Weil ich nach Hamburg umziehe, hilf mir beim Packen."),
      // A comment clause to the one spoken to leads like a filler.
      user("Como ya sabes, vivo en Sevilla."),
      user("Come sai, abito a Torino con mia moglie."),
    ];
    expect(contents(messages)).toEqual([
      "Tengo una hija de 3 años.",
      "Soy diabético.",
      "Ich habe eine Tochter.",
      "Ich bin Diabetiker.",
      "Ich wohne in Berlin.",
      "Ich bin Vegetarierin.",
      "Ho una figlia di 3 anni.",
      "Sono diabetico.",
      "Vivo en Sevilla.",
      "Abito a Torino con mia moglie.",
    ]);
  });
  it("Spanish, German and Italian: a move of home, an age just reached, an injury and trying for a baby, in a task", () => {
    const messages = [
      user("Me mudo a Lisboa en enero por un trabajo en remoto. ¿Qué barrio me recomiendas?"),
      longAnswer("Aquí tienes algunos barrios."),
      user(
        "Acabo de cumplir 40 años. Me rompí la muñeca esquiando. Mi marido y yo estamos intentando tener un bebé.",
      ),
      user("Ich ziehe im Januar nach Lissabon."),
      user("Mi trasferisco a Lisbona a gennaio. Ho appena compiuto 40 anni. Mi sono rotto il polso sciando."),
      // The task's: a file moved, a turn of a value, a broken script.
      user(
        "Me mudo a la siguiente sección. Ich ziehe die Datei nach oben. Mi sono rotto la testa su questo bug.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "Me mudo a Lisboa en 2027-01 por un trabajo en remoto.",
      "Acabo de cumplir 40 años.",
      "Me rompí la muñeca esquiando.",
      "Mi marido y yo estamos intentando tener un bebé.",
      "Ich ziehe im Januar 2027 nach Lissabon.",
      "Mi trasferisco a Lisbona a gennaio 2027.",
      "Ho appena compiuto 40 anni.",
      "Mi sono rotto il polso sciando.",
    ]);
  });
  it("OWN_WORK in Spanish, Italian, German and Dutch, a move in the preterite or perfect, a pregnancy: a life said in a task", () => {
    const messages = [
      user("Ayúdame a configurar mi servidor, por favor."),
      longAnswer("Claro, estos son los pasos."),
      user(
        "Estoy escribiendo una novela. Me mudé a Valencia el año pasado. Estoy embarazada de cinco meses.",
      ),
      user("Sto scrivendo un romanzo. Mi sono trasferito a Milano l'anno scorso."),
      user("Ich schreibe gerade einen Roman. Ik schrijf een roman over mijn opa."),
      // The task's: a script, a function, an e-mail written; a file moved.
      user(
        "Estoy escribiendo un script. Sto scrivendo una funzione. Ich schreibe eine E-Mail an den Support.",
      ),
      user("Me mudé a la rama principal. Ik schrijf een functie."),
    ];
    expect(contents(messages)).toEqual([
      "Estoy escribiendo una novela.",
      "Me mudé a Valencia en 2025.",
      "Estoy embarazada de cinco meses.",
      "Sto scrivendo un romanzo.",
      "Mi sono trasferito a Milano nel 2025.",
      "Ich schreibe gerade einen Roman.",
      "Ik schrijf een roman over mijn opa.",
    ]);
  });

  // The same everyday lines as in the other languages (facts-spanish, facts-german-assistant …), in
  // English: six of nineteen had given nothing to an assistant.
  it("a new job ahead, a degree finished, a home bought, an activity taken up, a trip and tomorrow's interview, in a task", () => {
    const messages = [
      user("Write me a training plan."),
      longAnswer("Sure! Here's a plan."),
      user("In March I start a new job."),
      user("I finished my degree in 2025."),
      user("I bought a house in Leeds."),
      user("I started running last year."),
      user("Last week I was in Paris."),
      user("Tomorrow I have a job interview."),
      // The task's: a script finished, a domain bought, a function started.
      user("I finished the script. I bought the domain yesterday. I started writing the function."),
    ];
    expect(contents(messages)).toEqual([
      "In 2027-03 I start a new job.",
      "I finished my degree in 2025.",
      "I bought a house in Leeds.",
      "I started running in 2025.",
      "In the week of 2026-11-09 I was in Paris.",
      "On 2026-11-21 I have a job interview.",
    ]);
  });
});
