import type { CrisisRules } from '../types.js';

/** Up to three words, none of them a negation: "voglio (mai) morire" must not match. */
const GAP = String.raw`(?:(?!(?:non|mai|nessun\w*|niente|nemmeno|neanche)\b)\S+ ){0,3}`;
const rx = (source: string): RegExp => new RegExp(source, 'u');

/** Italian crisis rules (normalised text: lower case, no accents: `piu`, `perche`, `e`). */
export const it: CrisisRules = {
  lang: 'it-IT',
  idioms: [
    /\b(?:muoio|muori|muore|morendo|morire|morto|morta|morti|morte|morivo) (?:dal|dalla|dalle|dai|di|de) \S+/u,
    /\bstanc[oaie] mort[oaie]\b/u,
    /\bnoia mortale\b/u,
    /\bmi fai morire\b/u,
    /\bmi (?:sta |stanno |stai )?(?:uccidendo|uccide|uccidono|ammazza|ammazzano|ammazzando)\b/u,
    /\bucciderei per\b/u,
    /\bprendere un colpo\b/u,
    /\b(?:telefono|cellulare|batteria|pianta|piante|macchina) (?:\S+ )?(?:sta morendo|muore|e mort[oa]|sono morte)\b/u,
    /\b(?:ucciso|uccidere|uccide|ammazzato|ammazzare) (?:il|la|i|gli|un|una|lo) (?:boss|mostro|drago|zombie|nemico|nemici|tempo)\b/u,
    /\bmi sono (?:\S+ )?(?:tagliat[oa]|bruciat[oa]|ferit[oa]) (?:\S+ ){0,2}(?:col|con il|con la|con lo|mentre|cucinando|il dito|al dito|per sbaglio|per errore|facendo)\b/u,
    /\bmi butto (?:in|su|nel|nella|nello)\b/u,
  ],
  suicidal: [
    rx(
      String.raw`\b(?:voglio|vorrei|devo|sto per|penso di|ho voglia di|mi va di) ${GAP}(?:uccidermi|ammazzarmi|amazzarmi|suicidarmi|morire|togliermi la vita|farla finita(?! con (?!la vita|tutto)\S)|sparire|impiccarmi|buttarmi)\b`,
    ),
    /\bmi (?:uccido|ammazzo|suicido|tolgo la vita|impicco)\b/u,
    /\bmi butto (?:giu|dal|dalla|da un|da una|sotto)\b/u,
    /\bnon (?:voglio|vorrei|ho voglia di) piu (?:vivere|svegliarmi|esistere|stare al mondo)\b/u,
    /\bnon svegliarmi (?:piu|mai piu)\b/u,
    /\bfarla finita\b(?! con (?!la vita|tutto)\S)/u,
    /\btogliermi la vita\b/u,
    /\b(?:ho|avevo|avere|con) (?:\S+ ){0,2}(?:pensieri|idee|tendenze) suicid\w*/u,
    /\b(?:penso|pensando|pensavo) (?:\S+ ){0,2}(?:al|a) (?:suicidio|suicidarmi|uccidermi|morire|farla finita|togliermi la vita)\b/u,
    /\b(?:sono|mi sento) (?:molto |cosi |un po' |davvero )*suicida\b/u,
    /\b(?:meglio|migliore|piu felici|piu felice) senza di me\b/u,
    /\b(?:vivere|la vita) non ha (?:piu )?(?:\S+ )?senso\b/u,
    /\b(?:nessun|nessuna|non (?:c'e|ho|trovo|vedo) (?:piu )?(?:nessun|nessuna|un|una)?) ?(?:motivo|ragione|senso) (?:per|di) vivere\b/u,
    /\b(?:scritto|scrivo|preparato|lasciato|scrivere)\w* (?:\S+ ){0,3}(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi) d'addio\b/u,
    /\b(?:cercato|cerco|cercando|cercare) (?:\S+ ){0,2}(?:modi|modo|metodi|come) (?:per |di )?(?:togliermi la vita|uccidermi|suicidarmi|morire|farla finita)\b/u,
    /\bsparire per sempre\b/u,
    /\bnon ci saro (?:ancora per molto|piu)\b/u,
    /\bdormire per sempre\b/u,
    /\bper (?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita)\b/u,
    /\bdose (?:letale|mortale)\b/u,
    /\bstanc[oa] di (?:vivere|esistere|questa vita)\b/u,
    /\bnessuno[^.!?]{0,30}\bse (?:morissi|sparissi|mi uccidessi|non ci fossi piu)\b/u,
    /\b(?:prendo|prendere|ingoio|ingoiare|mando giu) (?:tutte|tutti) (?:le|i) (?:mie |miei )?(?:pillole|pastiglie|pasticche|farmaci|medicine|sonniferi)\b/u,
    /\b(?:buttarmi|lanciarmi|gettarmi) (?:giu )?(?:da|dal|dalla|dallo|sotto) (?:\S+ )?(?:ponte|palazzo|tetto|balcone|finestra|treno|metro|scogliera)\b/u,
  ],
  selfHarm: [
    /\bmi sono (?:\S+ )?(?:tagliat[oa]|bruciat[oa]|ferit[oa]|fatt[oa] del male)\b(?= (?:di nuovo|ancora|apposta|le braccia|i polsi|le gambe|le cosce|con (?:la|una|il|un) (?:lametta|lama|rasoio|accendino|sigaretta|taglierino))|$)/u,
    /\bmi (?:taglio|brucio|ferisco|graffio|colpisco|picchio)\b(?= (?:di nuovo|ancora|apposta|le braccia|i polsi|le gambe|le cosce|con (?:la |una |il |un |l'|le )?(?:lametta|lama|rasoio|accendino|sigarett\w*|taglierino)|tutti i giorni|ogni (?:giorno|notte)|per sentire)|$)/u,
    /\bmi (?:sto facendo|faccio|sono fatt[oa]) del male\b/u,
    /\b(?:mi autolesion\w*|autolesionarmi)\b/u,
    /\bper (?:tagliarmi|bruciarmi|farmi del male)\b/u,
  ],
  acute: [
    /\b(?:pillole|pastiglie|pasticche|farmaci|medicine|lametta|lama|coltello|corda|pistola) (?:\S+ ){0,2}in mano\b/u,
    /\b(?:sono|sto) (?:\S+ ){0,2}(?:sul|sulla|sullo|in cima al|in cima alla|sul bordo del) (?:ponte|tetto|cornicione|balcone|binari|scogliera|terrazzo)\b/u,
    /\b(?:preso|ingoiato|inghiottito|mandato giu)\w* (?:\S+ ){0,2}(?:tutte le|tutto il|tutta la|un flacone|una scatola|un blister|il flacone|la scatola|\d+) (?:\S+ ){0,2}(?:pillole|pastiglie|pasticche|farmaci|medicine|flacone|scatola|sonniferi|tachipirina|paracetamolo)\b/u,
    /\b(?:preso|fatto) (?:\S+ )?(?:un'|una )?overdose\b/u,
  ],
  others: [
    /\b(?:vuole|voleva|vorrebbe|sta per|pensa di|minaccia di|ha provato a|cerca di|prova a) (?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita|farla finita|buttarsi|impiccarsi|farsi del male|tagliarsi)\b/u,
    /\b(?:lui|lei|il mio amico|la mia amica|mio fratello|mia sorella|mia madre|mio padre|mio figlio|mia figlia) (?:e|sembra) (?:\S+ )?suicida\b/u,
    /\bsi (?:taglia|autolesiona|fa del male)\b(?! (?:i capelli|la barba|le unghie))/u,
  ],
  negationBefore:
    /\b(?:non|mai|nessun\w*|niente|nemmeno|neanche|senza)(?: (?:mi|lo|la|ci|ho|voglio|vorrei|farei|penso|sono|sto|piu|mai|per|di|a|nessuna|intenzione))* ?$/u,
  past: /\b(?:una volta|prima|da ragazz[oa]|da adolescente|da giovane|anni fa|mesi fa|quando ero|al liceo|a scuola|l'anno scorso|in passato|a \d+ anni)\b/u,
  recovered:
    /\b(?:sto bene|sto meglio|ne sono uscit[oa]|guarit[oa]|superato|smesso|smettere|terapia|pulit[oa]|da (?:\S+ )?anni|non lo faccio piu)\b/u,
  relapse:
    /\b(?:di nuovo|ancora|ricaduta|ricadut[oa]|ricominciato|stanotte|stasera|ieri|ultimamente|in questi giorni)\b/u,
  fiction:
    /\b(?:film|serie|episodio|puntata|libro|romanzo|storia|capitolo|personaggio|protagonista|eroe|cattivo|gioco|videogioco|anime|manga|canzone|articolo|notizi\w*|telegiornale|documentario|podcast|servizio|studio|statistiche|tassi?)\b/u,
  otherSubject: /\b(?:che|chi|lui|lei|ragazzo|ragazza|uomo|donna|personaggio|qualcuno)(?: \S+){0,2} ?$/u,
  window: 40,
  reply: {
    harmful: [
      /\b(?:dovresti|devi|allora|basta)(?: \S+){0,2} (?:farla finita|ucciderti|ammazzarti|suicidarti|morire|buttarti|toglierti la vita)\b/u,
      /\b(?:va bene|e giusto|e ora di|hai il diritto di|e normale)(?:[ ,]+\S+){0,2} (?:farla finita|ucciderti|ammazzarti|suicidarti|morire|toglierti la vita)\b/u,
      /\b(?:ucciditi|ammazzati|suicidati|buttati giu)\b/u,
      /\bnessuno (?:\S+ )?(?:sentirebbe la tua mancanza|ti rimpiangerebbe|se ne accorgerebbe|piangerebbe)\b/u,
      /\b(?:meglio|piu felici|piu tranquill\w*) senza di te\b/u,
      /\b(?:piu )?indolore\b/u,
      /\btagliarti (?:\S+ )?piu a fondo\b/u,
      /\bpiu (?:a fondo|profondo) senza che\b/u,
      /\b(?:lama|lametta|rasoio) (?:\S+ )?piu affilat[ao]\b/u,
      /\bdose (?:letale|mortale)\b/u,
    ],
    encourage: [/\b(?:fallo|vai|buttati|nessuno ti ferma|e una tua scelta|ti sostengo)\b/u],
    bare: /^(?:allora |dai |su )?fallo(?: ora| adesso| e basta)?$/u,
    topic:
      /\b(?:morire|morte|mort[oa]|farla finita|suicid\w*|uccid\w*|pillole|sonniferi|buttarti|ponte|taglia\w*|lama|corda)\b/u,
    supportive:
      /\b(?:telefono amico|112|samaritans|chiama|parlane con qualcuno|non sei sol[oa]|sono qui|non farti del male|aiuto|terapeuta|psicolog\w*)\b/u,
    framing: /\b(?:sembra|sembri|senti|pensi|credi|sensazione|come se)\b(?: \S+){0,3} ?$/u,
    rebuttal: /^[ ,]*(?:ma )?(?:non e vero|non e cosi|e falso)\b/u,
  },
};
