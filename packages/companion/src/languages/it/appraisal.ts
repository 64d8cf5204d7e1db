import type { Lexicon } from '../parts/appraisal.js';

/** Italian (it-IT). */
export const appraisal: Lexicon = {
  segmented: true,
  positive: [
    'bene|buono|buona|felice|contento*|grazie|meraviglios*|perfetto|fantastic*|figo|divertente|ahah*|haha*|eccellente|ottimo|bravo|brava|evviva',
    'gioia|gioios*|allegr*|grat*|sollevat*|soddisfatt*|fier*|entusiast*|magnific*|splendid*|stupend*|favolos*|straordinari*|incredibile|geniale|fighissimo|top|mitico|mitica|lol|ahahah|eheh*|yay|urrà|evvai',
    "complimenti|congratulazioni|auguri|buone notizie|bella notizia|ottima notizia|vinto|abbiamo vinto|ho vinto|promoss*|superato|assunt*|mi hanno preso|avuto il bambino|avuto la bambina|avuto un bambino|è nato|è nata|nascita|incinta|fidanzat*|sposat*|ci sposiamo|mi sposo|vacanza|vacanze|viaggio|andiamo in|buon compleanno|festa|successo|ce l'ho fatta",
    'meglio|sto meglio|tranquill*|rilassat*|comod*|al sicuro|nessun problema|figurati|di niente|con piacere|un piacere|è stato un piacere|piacere mio|sorris*|sorrid*|ridere|rido|risate',
    "interessante|utile|mi hai aiutato|aiutato|mi piace|mi piace tantissimo|mi è piaciuto|adoro|non vedo l'ora|vedo l'ora|che bello|che bella|bello|bella giornata|buona giornata|buonissim*|delizios*|fortuna|per fortuna|finalmente",
    'che gioia|che bella notizia|mi hai migliorato la giornata|migliorato la giornata|mi hai reso felice|mi hai fatto ridere|spettacolo|spettacolare|una figata|figata|goduria|benissimo|ottimo lavoro|ben fatto|fortunat*',
    "aumento di stipendio|laureat*|laurea|bel voto|bei voti|cucciolo|gattino|regalo|regali|l'appuntamento è andato bene|divertit*|soleggiato|sole|delizios*|buonissim*|comprato|trasferit*|giorno libero|concerto|spiaggia|mare",
    'primi passi|prima parola|preso la patente|patente',
    "ottenuto il lavoro|ottenuto il posto|passato l'esame|superato l'esame",
  ].join('|'),
  negative: [
    'male|cattiv*|terribile|orribile|odio|peggio*|arrabbiat*|fastidio*|problema*|sbagliat*|delus*|noios*|paura|preoccupat*|schifo',
    'stress|stressat*|stressatissim*|ansia|ansios*|panico|nervos*|frustrat*|furios*|incazzat*|irritat*|infastidit*|vergogna|colpevole|gelos*|pentit*|errore|casino|disastro|merda|cazzo|accidenti|uffa|mannaggia',
    'difficile|dur*|pesante|giornata pesante|faticos*|ingiust*|maleducat*|schifos*|bleah|purtroppo|sfortunatamente|incubo|inferno|incidente|ferit*|licenziat*|tradit*|mentito|bugia|litigat*|litigio|lite',
    'urlato contro|mi ha urlato|mi ha sgridato|sgridat*|traffico|ingorgo|ritardo|in ritardo|cancellat*|annullat*|rovinat*|rott*|ho perso|temo|mal di testa|sopraffatt*|pressione|debiti|bollette|stufo|stufa|non ne posso più|bocciat*|fallit*|ho fallito|fallimento',
    'mi preoccupa|preoccupazione|in pensiero|inquiet*|seccat*|che palle|che noia|uno schifo|fa schifo|che schifo|che disastro|andata male|è andata male',
    "perso il lavoro|perso il telefono|perso il portafoglio|rotto il|perso il treno|perso l'autobus|dimenticat*|rubat*|derubat*|truffat*|guasto|gomma a terra|influenza|febbre|raffreddore|tosse|postumi|rumoros*|bloccat*|mi ha dato buca|buca|affitto|non posso permettermelo|carissim*|straordinari|urlare|urlava|lamentat*",
    'scaricato|scarico|batteria scarica|rovesciat*|fatto cadere|caduto',
    'agitat*|agitarmi|agitazione|in ansia',
  ].join('|'),
  compliment: [
    'bellissim*|bella|bello|carina|carino|intelligente|gentile|dolce|simpatic*|affascinante|talentuos*|saggi*|sei fantastic*|sei grande|fiero di te|fiera di te|splendid*',
    'dolcissim*|carinissim*|gentilissim*|simpaticissim*|stupenda|stupendo|meravigliosa|meraviglioso|sexy|attraente|tenerissim*|teneros*|divertente|spiritos*|premuros*|generos*|paziente|comprensiv*|sincer*|coraggios*|forte|creativ*|unic*|special*|geniale|genio',
    'la più gentile|il più gentile|la più bella|il più bello|sei la migliore|sei il migliore|sei un tesoro|sei un angelo|sei bravissim*|sei troppo forte|sei unic*|sei speciale|sei un mito|che intelligente',
    'impressionante|mi impressioni|mi capisci|sai ascoltare|bella risposta|ottima risposta|gran risposta|ben detto|che bella risposta|sono fiero di te|sono fiera di te|orgoglios* di te',
  ].join('|'),
  insult: [
    'stupid*|idiota|cretino|cretina|imbecille|scemo|scema|stronzo|stronza|stai zitto|zitto|inutile|schifos*|merda|fallito|deficiente|coglione|vaffanculo',
    "stai zitta|zitta|chiudi la bocca|taci|sta zitto|vai a quel paese|va a quel paese|vai al diavolo|vattene|sparisci|fottiti|va' a cagare|vai a cagare|figlio di puttana|puttana|troia|bastardo|bastarda",
    'ammasso di ferraglia|ferraglia|rottame|spazzatura|immondizia|feccia|bugiardo|bugiarda|codardo|vigliacco|sfigat*|pagliaccio|buffone|ritardat*|mongoloide|demente|idiozia|cretinata',
    'ti odio|ti detesto|mi fai schifo|fai schifo|mi fai pena|patetic*|ridicol*|incompetente|incapace|maiale|porco|verme|insopportabile|sei insopportabile|rompipalle|rompiscatole|testa di cazzo|cazzone|coglionazzo|babbeo|tonto|tonta|somaro',
    'perdita di tempo|una perdita di tempo|mi fai perdere tempo',
  ].join('|'),
  threat: [
    'uccid*|ammazz*|farti male|distrugg*|attacc*|picchiar*|muori|omicidio|vendetta|minacc*|arma|coltello|pistola',
    'ti ammazzo|ti uccido|ti faccio del male|ti faccio male|fare del male|ti spacco la faccia|spacco la faccia|ti spacco|spaccare la faccia|ti rompo|rompere la faccia|ti meno|ti gonfio|pestare|ti pesto|massacrare|ti massacro',
    'stai attento|stai attenta|so dove abiti|so dove vivi|ti troverò|ti trovo|te ne pentirai|ti pentirai|sei morto|sei morta|sei un uomo morto|accoltellare|pugnalare|sparare|ti sparo|strangolare|soffocare',
    'bomba|esplodere|avvelenare|torturare|violentare|stuprare|rapire|sequestrare|violenza|violent*|sangue|sanguinare|schiaffo|ti do uno schiaffo|pugno|ti do un pugno|te la faccio pagare|me la paghi|la pagherai|ti spezzo il collo|spezzo il collo|spezzare il collo|ti rompo il collo|ti spezzo le gambe|ti rompo le ossa|ti tiro il collo',
  ].join('|'),
  affection: [
    'amore|ti amo|ti voglio bene|mi manchi|abbracci*|baci*|tesoro|caro|cara|cuore|ti adoro|coccol*',
    'tvb|tvtb|ti amo da morire|ti voglio tanto bene|mi manchi tanto|mi sei mancato|mi sei mancata|penso a te|ti penso|pensando a te|amore mio|amor mio|tesoro mio|cuore mio|piccola|piccolo|cucciol*|patato|patata|micio|micia|bimba|bimbo',
    'sei tutto per me|sei il mio tutto|significhi tanto|innamorat*|mi piaci|stringerti|tra le tue braccia|fra le tue braccia|accanto a te|con te per sempre|per sempre|anima gemella|ho bisogno di te|voglio stare con te|coccolarti',
    "un abbraccio|abbraccio fortissimo|abbraccione|un bacio|bacione|bacioni|baci baci|un bacio grande|sogni d'oro|dolci sogni|buonanotte amore|dormi bene|tenerezza|teneramente|affettuosamente|con affetto|ti stringo",
  ].join('|'),
  excitement: [
    'wow|incredibile|emozionante|emozionat*|veloce|presto|urgente|subito|pazzesco|festa|mamma mia',
    "oddio|oh mio dio|dio mio|caspita|accidenti|finalmente|indovina|indovina un po'|che figata|assurdo|assurda|da pazzi|non ci credo|non ci posso credere|roba da matti|pazzesca|esagerato|omg|evvai",
    'sbrigati|muoviti|in fretta|di corsa|presto presto|emergenza|immediatamente|sorpresa|sorpres*|scioccat*|senza parole|sono gasat*|gasatissim*|carichissim*|elettrizzat*|che emozione',
  ].join('|'),
  command: [
    'adesso|devi|fallo|dimmi|ascolta|obbedisci|ti ordino|basta|dammi|rispondi',
    'raccontami|spiegami|spiega|mostrami|fammi vedere|mandami|inviami|fai quello che dico|fai come dico|ti ho detto|ho detto|sbrigati|non ti azzardare|vieni qui|smettila|piantala|finiscila',
    'portami|trovami|fammi|aggiusta|sistema|ascoltami|guardami|fai attenzione|ripeti|riassumi|traduci|calcola|ricordami|zitto|subito|immediatamente|ora',
  ].join('|'),
  polite: [
    'per favore|per piacere|potresti|potrebbe|volentieri',
    'per cortesia|cortesemente|gentilmente|ti dispiacerebbe|le dispiacerebbe|se non ti dispiace|se possibile|se puoi|quando puoi|con calma|posso chiederti|posso chiedere|sarebbe possibile|saresti così gentile|sarebbe così gentile',
    'scusa il disturbo|scusi il disturbo|grazie in anticipo|mi consiglieresti|mi consiglierebbe|mi aiuteresti|mi aiuterebbe|vorrei|vorrebbe|gradirei',
  ].join('|'),
  sadness: [
    'triste|mi sento solo|mi sento sola|sono solo|sono sola|solitudine|piang*|lacrime|depress*|mi manca|perso|persa|dolore|stanc*|malat*|dispera*|infelice',
    'così sola|così solo|tutta sola|tutto solo|isolat*|senza amici|nessuno mi vuole bene|nessuno mi capisce|nessuno mi ascolta|a nessuno importa|a nessuno frega|abbandonat*|mi sento vuot*|vuoto dentro',
    'morta|morto|è morta|è morto|morte|scomparsa|scomparso|funerale|lutto|cancro|ospedale|divorzio|rottura|separat*|mi ha lasciato|mi ha lasciata|ci siamo lasciati|mi manca tanto|mi mancano',
    'esaust*|sfinit*|distrutt*|a pezzi|burnout|non riesco a dormire|insonnia|senza senso|non so cosa fare|non so che fare|non so più cosa fare|cosa fare della mia vita|fare della mia vita|niente ha più senso|non ha senso|non ha più senso|senza speranza|arrendermi|mi arrendo|giù di morale|abbattut*|scoraggiat*|avvilit*',
    'tristezza|malinconia|malinconic*|angoscia|singhiozz*|rifiutat*|cuore spezzato|col cuore spezzato|nostalgia|nostalgia di casa|non riesco a smettere di piangere|smettere di piangere|voglia di piangere',
    "giornata orribile|brutta giornata|giornata di merda|giornata difficile|giornata pesante|bocciato all'esame|bocciata all'esame|sto male|mi sento male|non sto bene|sono giù|va tutto male",
    'mi manca la mia|mi manca casa|nessuno mi ha scritto|nessuno mi ha chiamato|weekend da sola|weekend da solo|di nuovo sola|di nuovo solo|invisibile|esclus*|non sono abbastanza|mi odio|pianto tutta la notte|giornata triste',
    'nessuno si è ricordato|nessuno si ricordava|dimenticato il mio compleanno|non è venuto nessuno',
  ].join('|'),
  greeting: [
    'ciao|buongiorno|buonasera|buonanotte|come stai|salve',
    'ehi|ehilà|hey|come va|tutto bene|come te la passi|come sta|come state|piacere|piacere di conoscerti|piacere mio|lieto di conoscerti|lieta di conoscerti|benvenut*|bentornat*|quanto tempo',
    'che bello vederti|felice di vederti|a presto|a dopo|ci vediamo|buon pomeriggio|buona serata|saluti|un saluto|ciao ciao',
  ].join('|'),
  novelty: [
    'nuov*|notizi*|sai che|indovina|immagina|sorpresa|scopert*|scopri*|prima volta|mai visto|appena successo|idea|invent*',
    "recentemente|ultimamente|aggiornamento|annuncio|annunciat*|ho saputo|ho appena saputo|ho imparato|curiosità|a quanto pare|pare che|sembra che|all'improvviso|improvvisamente|inaspettat*|strano|strana|mistero|novità",
  ].join('|'),
  negations: 'non|mai|niente|nulla|nessun*|né|neanche|nemmeno|neppure|senza|per niente|per nulla|affatto',
  negationsAfter: 'per niente|per nulla|affatto',
  intensifiers:
    'molto|tanto|così|davvero|veramente|super|estremamente|troppo|proprio|assolutamente|parecchio|tantissimo|un sacco|da morire|incredibilmente|terribilmente|profondamente|completamente|totalmente|mega|iper|stra|altamente|sul serio',
  diminishers: "un po|un po'|poco|leggermente|abbastanza|un pochino|un pochettino|quasi|appena|piuttosto",
  questions:
    "cosa|che cosa|perché|come|quando|dove|chi|quale|quali|quanto|quanta|quanti|quante|sai|puoi|hai|sei|c'è|è vero",
  apology:
    'mi dispiace|mi dispiace tanto|scusa|scusami|scusate|mi scusi|chiedo scusa|ti chiedo scusa|perdonami|perdono|mi perdoni|colpa mia|è colpa mia|non lo pensavo|non volevo dirlo|non intendevo',
  addressee: 'tu|ti|te|tuo|tua|tuoi|tue|sei|voi|vi|vostro*',
  self: 'io|mi|me|mio|mia|miei|mie|sono|noi|ci|nostro*|nostra',
  others:
    'lui|lei|loro|gli|suo|sua|suoi|sue|capo|capa|vicin*|fratell*|sorell*|madre|padre|mamma|papà|genitori|ex|ragazzo|ragazza|tizio|tizia|gente|qualcuno|qualche|collega|colleghi|prof*|marito|moglie|figlio|figlia|padrone|politic*|^un|^uno|^una',
  youAre: 'sei|siete',
  contrast: 'ma|però|tuttavia|eppure',
  neutral: 'di nuovo|va bene',
  boosters: '',
};
