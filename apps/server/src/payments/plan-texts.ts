import type { TLanguage } from '@avatara/contracts';

/**
 * Texts of the plan cards in the 8 UI languages (`GET /plans?lang=`); `{c}` credit, `{p}` price,
 * each filled in as the language writes an amount in US dollars (Intl: "27,50 $", "$27.50").
 */
export interface PlanTexts {
  /** Plan names; the ids (free, early, plus, pro) stay the spec's. */
  name: { free: string; early: string; plus: string; pro: string };
  feature: {
    starterCredit: string;
    allAvatars: string;
    textVoice: string;
    balance: string;
    balanceFor: string;
    news: string;
    speech: string;
    learning: string;
    images: string;
    trading: string;
    receipt: string;
  };
  description: {
    freePersonal: string;
    freeBusiness: string;
    earlyPersonal: string;
    earlyBusiness: string;
    plusPersonal: string;
    plusBusiness: string;
    proPersonal: string;
    proBusiness: string;
  };
}

export const PLAN_TEXTS: Record<TLanguage, PlanTexts> = {
  'en-US': {
    name: { free: 'Free', early: 'Early', plus: 'Plus', pro: 'Pro' },
    feature: {
      starterCredit: '{c} starting credit (once per account)',
      allAvatars: 'All 12 avatars',
      textVoice: 'Text and voice chat',
      balance: '{c} balance',
      balanceFor: '{c} balance for {p}',
      news: 'Latest news for all avatars',
      speech: 'Speech output and recognition',
      learning: 'Avatars that learn during chats',
      images: 'Image generation',
      trading: 'Trading dashboard',
      receipt: 'Receipt for every top-up',
    },
    description: {
      freePersonal: 'Try Avatara: a one-time starting credit, no card needed.',
      freeBusiness: 'Evaluate Avatara for your team: a one-time starting credit.',
      earlyPersonal: 'The initial top-up: pay as you go, no subscription.',
      earlyBusiness: 'A business top-up with a receipt for your books.',
      plusPersonal: 'For daily conversations: 10 % more balance.',
      plusBusiness: 'For teams that talk every day: 11 % more balance.',
      proPersonal: 'For heavy use: 15 % more balance.',
      proBusiness: 'For operators: the most balance and the trading dashboard.',
    },
  },
  'de-DE': {
    name: { free: 'Gratis', early: 'Einstieg', plus: 'Plus', pro: 'Pro' },
    feature: {
      starterCredit: '{c} Startguthaben (einmal pro Konto)',
      allAvatars: 'Alle 12 Avatare',
      textVoice: 'Text- und Sprach-Chat',
      balance: '{c} Guthaben',
      balanceFor: '{c} Guthaben für {p}',
      news: 'Aktuelle Nachrichten für alle Avatare',
      speech: 'Sprachausgabe und Spracherkennung',
      learning: 'Avatare, die im Gespräch dazulernen',
      images: 'Bilderzeugung',
      trading: 'Trading-Dashboard',
      receipt: 'Beleg für jede Aufladung',
    },
    description: {
      freePersonal: 'Avatara ausprobieren: einmaliges Startguthaben, keine Karte nötig.',
      freeBusiness: 'Avatara im Team testen: einmaliges Startguthaben.',
      earlyPersonal: 'Die erste Aufladung: Bezahlen nach Nutzung, kein Abo.',
      earlyBusiness: 'Eine Geschäftsaufladung mit Beleg für die Buchhaltung.',
      plusPersonal: 'Für tägliche Gespräche: 10 % mehr Guthaben.',
      plusBusiness: 'Für Teams, die jeden Tag sprechen: 11 % mehr Guthaben.',
      proPersonal: 'Für intensive Nutzung: 15 % mehr Guthaben.',
      proBusiness: 'Für Betreiber: das meiste Guthaben und das Trading-Dashboard.',
    },
  },
  'fr-FR': {
    name: { free: 'Gratuit', early: 'Découverte', plus: 'Plus', pro: 'Pro' },
    feature: {
      starterCredit: 'Crédit de départ de {c} (une fois par compte)',
      allAvatars: 'Les 12 avatars',
      textVoice: 'Chat écrit et vocal',
      balance: 'Solde de {c}',
      balanceFor: 'Solde de {c} pour {p}',
      news: 'Actualités récentes pour tous les avatars',
      speech: 'Synthèse et reconnaissance vocales',
      learning: 'Des avatars qui apprennent en discutant',
      images: "Génération d'images",
      trading: 'Tableau de bord de trading',
      receipt: 'Reçu pour chaque recharge',
    },
    description: {
      freePersonal: 'Essayez Avatara : un crédit de départ unique, sans carte.',
      freeBusiness: 'Évaluez Avatara en équipe : un crédit de départ unique.',
      earlyPersonal: 'La première recharge : paiement à l’usage, sans abonnement.',
      earlyBusiness: 'Une recharge professionnelle avec reçu pour votre comptabilité.',
      plusPersonal: 'Pour des conversations quotidiennes : 10 % de solde en plus.',
      plusBusiness: 'Pour les équipes qui parlent chaque jour : 11 % de solde en plus.',
      proPersonal: 'Pour un usage intensif : 15 % de solde en plus.',
      proBusiness: 'Pour les opérateurs : le plus grand solde et le tableau de bord de trading.',
    },
  },
  'es-ES': {
    name: { free: 'Gratis', early: 'Inicial', plus: 'Plus', pro: 'Pro' },
    feature: {
      starterCredit: 'Crédito inicial de {c} (una vez por cuenta)',
      allAvatars: 'Los 12 avatares',
      textVoice: 'Chat de texto y voz',
      balance: 'Saldo de {c}',
      balanceFor: 'Saldo de {c} por {p}',
      news: 'Noticias recientes para todos los avatares',
      speech: 'Salida y reconocimiento de voz',
      learning: 'Avatares que aprenden al conversar',
      images: 'Generación de imágenes',
      trading: 'Panel de trading',
      receipt: 'Recibo de cada recarga',
    },
    description: {
      freePersonal: 'Prueba Avatara: un crédito inicial único, sin tarjeta.',
      freeBusiness: 'Evalúa Avatara con tu equipo: un crédito inicial único.',
      earlyPersonal: 'La primera recarga: pago por uso, sin suscripción.',
      earlyBusiness: 'Una recarga de empresa con recibo para tu contabilidad.',
      plusPersonal: 'Para conversaciones diarias: un 10 % más de saldo.',
      plusBusiness: 'Para equipos que hablan a diario: un 11 % más de saldo.',
      proPersonal: 'Para un uso intensivo: un 15 % más de saldo.',
      proBusiness: 'Para operadores: el mayor saldo y el panel de trading.',
    },
  },
  'it-IT': {
    name: { free: 'Gratis', early: 'Base', plus: 'Plus', pro: 'Pro' },
    feature: {
      starterCredit: 'Credito iniziale di {c} (una volta per account)',
      allAvatars: 'Tutti i 12 avatar',
      textVoice: 'Chat di testo e voce',
      balance: 'Saldo di {c}',
      balanceFor: 'Saldo di {c} per {p}',
      news: 'Notizie recenti per tutti gli avatar',
      speech: 'Sintesi e riconoscimento vocale',
      learning: 'Avatar che imparano conversando',
      images: 'Generazione di immagini',
      trading: 'Dashboard di trading',
      receipt: 'Ricevuta per ogni ricarica',
    },
    description: {
      freePersonal: 'Prova Avatara: un credito iniziale unico, senza carta.',
      freeBusiness: 'Valuta Avatara con il tuo team: un credito iniziale unico.',
      earlyPersonal: 'La prima ricarica: paghi quanto usi, nessun abbonamento.',
      earlyBusiness: 'Una ricarica aziendale con ricevuta per la contabilità.',
      plusPersonal: 'Per conversazioni quotidiane: 10 % di saldo in più.',
      plusBusiness: 'Per team che parlano ogni giorno: 11 % di saldo in più.',
      proPersonal: 'Per un uso intenso: 15 % di saldo in più.',
      proBusiness: 'Per gli operatori: il saldo maggiore e la dashboard di trading.',
    },
  },
  'zh-CN': {
    name: { free: '免费', early: '入门', plus: '进阶', pro: '专业' },
    feature: {
      starterCredit: '{c} 初始额度（每个账户一次）',
      allAvatars: '全部 12 个头像角色',
      textVoice: '文字和语音聊天',
      balance: '{c} 余额',
      balanceFor: '{p} 获得 {c} 余额',
      news: '所有角色的最新新闻',
      speech: '语音输出与识别',
      learning: '在聊天中学习的角色',
      images: '图像生成',
      trading: '交易仪表板',
      receipt: '每次充值的收据',
    },
    description: {
      freePersonal: '试用 Avatara：一次性初始额度，无需银行卡。',
      freeBusiness: '为团队评估 Avatara：一次性初始额度。',
      earlyPersonal: '首次充值：按使用付费，无订阅。',
      earlyBusiness: '企业充值，附账务收据。',
      plusPersonal: '适合日常对话：多 10% 余额。',
      plusBusiness: '适合每天交流的团队：多 11% 余额。',
      proPersonal: '适合重度使用：多 15% 余额。',
      proBusiness: '适合运营者：最多余额和交易仪表板。',
    },
  },
  'ja-JP': {
    name: { free: '無料', early: 'スタート', plus: 'プラス', pro: 'プロ' },
    feature: {
      starterCredit: '{c} のスタートクレジット（1アカウントにつき1回）',
      allAvatars: '12人のアバターすべて',
      textVoice: 'テキストと音声のチャット',
      balance: '残高 {c}',
      balanceFor: '{p} で残高 {c}',
      news: '全アバターの最新ニュース',
      speech: '音声出力と音声認識',
      learning: '会話で学ぶアバター',
      images: '画像生成',
      trading: 'トレーディングダッシュボード',
      receipt: 'チャージごとの領収書',
    },
    description: {
      freePersonal: 'Avatara をお試し：1回限りのスタートクレジット、カード不要。',
      freeBusiness: 'チームで Avatara を評価：1回限りのスタートクレジット。',
      earlyPersonal: '最初のチャージ：使った分だけ、サブスクなし。',
      earlyBusiness: '経理用の領収書付きビジネスチャージ。',
      plusPersonal: '毎日の会話に：残高10%増量。',
      plusBusiness: '毎日話すチームに：残高11%増量。',
      proPersonal: 'たくさん使う方に：残高15%増量。',
      proBusiness: '運用者向け：最大の残高とトレーディングダッシュボード。',
    },
  },
  'ar-SA': {
    name: { free: 'مجاني', early: 'البداية', plus: 'بلس', pro: 'برو' },
    feature: {
      starterCredit: 'رصيد بداية {c} (مرة واحدة لكل حساب)',
      allAvatars: 'جميع الشخصيات الاثنتي عشرة',
      textVoice: 'دردشة نصية وصوتية',
      balance: 'رصيد {c}',
      balanceFor: 'رصيد {c} مقابل {p}',
      news: 'آخر الأخبار لجميع الشخصيات',
      speech: 'إخراج الصوت والتعرف على الكلام',
      learning: 'شخصيات تتعلم أثناء المحادثة',
      images: 'إنشاء الصور',
      trading: 'لوحة التداول',
      receipt: 'إيصال لكل شحن',
    },
    description: {
      freePersonal: 'جرّب Avatara: رصيد بداية لمرة واحدة، دون بطاقة.',
      freeBusiness: 'قيّم Avatara مع فريقك: رصيد بداية لمرة واحدة.',
      earlyPersonal: 'الشحن الأول: ادفع حسب الاستخدام، دون اشتراك.',
      earlyBusiness: 'شحن للأعمال مع إيصال لحساباتك.',
      plusPersonal: 'للمحادثات اليومية: رصيد أكثر بنسبة 10 %.',
      plusBusiness: 'للفرق التي تتحدث كل يوم: رصيد أكثر بنسبة 11 %.',
      proPersonal: 'للاستخدام المكثف: رصيد أكثر بنسبة 15 %.',
      proBusiness: 'للمشغلين: أكبر رصيد ولوحة التداول.',
    },
  },
};
