import type { TLanguage } from '@avatara/contracts';

/** Texts of the sandbox checkout page in the 8 UI languages; `{amount}` is the price. */
export interface SandboxTexts {
  title: string;
  banner: string;
  note: string;
  plan: string;
  amount: string;
  credit: string;
  pay: string;
  paid: string;
  back: string;
  personal: string;
  business: string;
}

export const SANDBOX_TEXTS: Record<TLanguage, SandboxTexts> = {
  'en-US': {
    title: 'Test checkout – Avatara',
    banner: 'Test mode: no money moves',
    note: 'This checkout is a test. No card is charged and nobody is paid; the balance is credited only to try Avatara out.',
    plan: 'Plan',
    amount: 'Amount',
    credit: 'Balance credit',
    pay: 'Pay {amount} (test)',
    paid: 'This checkout has been paid.',
    back: 'Back to Avatara',
    personal: 'Personal',
    business: 'Business',
  },
  'de-DE': {
    title: 'Testkasse – Avatara',
    banner: 'Testmodus: Es fließt kein Geld',
    note: 'Diese Kasse ist ein Test. Keine Karte wird belastet und niemand wird bezahlt; das Guthaben wird nur zum Ausprobieren von Avatara gutgeschrieben.',
    plan: 'Tarif',
    amount: 'Betrag',
    credit: 'Guthaben',
    pay: '{amount} bezahlen (Test)',
    paid: 'Dieser Bezahlvorgang ist bereits bezahlt.',
    back: 'Zurück zu Avatara',
    personal: 'Privat',
    business: 'Geschäftlich',
  },
  'fr-FR': {
    title: 'Paiement test – Avatara',
    banner: 'Mode test : aucun argent n’est transféré',
    note: 'Ce paiement est un test. Aucune carte n’est débitée et personne n’est payé ; le solde est crédité uniquement pour essayer Avatara.',
    plan: 'Formule',
    amount: 'Montant',
    credit: 'Crédit de solde',
    pay: 'Payer {amount} (test)',
    paid: 'Ce paiement a déjà été effectué.',
    back: 'Retour à Avatara',
    personal: 'Particulier',
    business: 'Entreprise',
  },
  'es-ES': {
    title: 'Pago de prueba – Avatara',
    banner: 'Modo de prueba: no se mueve dinero',
    note: 'Este pago es una prueba. No se carga ninguna tarjeta y nadie recibe dinero; el saldo se abona solo para probar Avatara.',
    plan: 'Plan',
    amount: 'Importe',
    credit: 'Saldo abonado',
    pay: 'Pagar {amount} (prueba)',
    paid: 'Este pago ya se ha realizado.',
    back: 'Volver a Avatara',
    personal: 'Personal',
    business: 'Empresa',
  },
  'it-IT': {
    title: 'Pagamento di prova – Avatara',
    banner: 'Modalità di prova: nessun denaro viene trasferito',
    note: 'Questo pagamento è una prova. Nessuna carta viene addebitata e nessuno viene pagato; il saldo viene accreditato solo per provare Avatara.',
    plan: 'Piano',
    amount: 'Importo',
    credit: 'Credito sul saldo',
    pay: 'Paga {amount} (prova)',
    paid: 'Questo pagamento è già stato effettuato.',
    back: 'Torna ad Avatara',
    personal: 'Privati',
    business: 'Aziende',
  },
  'zh-CN': {
    title: '测试付款 – Avatara',
    banner: '测试模式：不会发生任何资金往来',
    note: '这是一次测试付款。不会从任何银行卡扣款，也不会向任何人付款；余额仅为试用 Avatara 而充值。',
    plan: '套餐',
    amount: '金额',
    credit: '充值余额',
    pay: '支付 {amount}（测试）',
    paid: '此订单已支付。',
    back: '返回 Avatara',
    personal: '个人',
    business: '企业',
  },
  'ja-JP': {
    title: 'テスト決済 – Avatara',
    banner: 'テストモード：実際のお金は動きません',
    note: 'これはテスト決済です。カードへの請求も、誰かへの支払いも行われません。残高は Avatara を試すためだけにチャージされます。',
    plan: 'プラン',
    amount: '金額',
    credit: 'チャージされる残高',
    pay: '{amount} を支払う（テスト）',
    paid: 'この決済は支払い済みです。',
    back: 'Avatara に戻る',
    personal: '個人',
    business: '法人',
  },
  'ar-SA': {
    title: 'دفع تجريبي – Avatara',
    banner: 'وضع الاختبار: لا تنتقل أي أموال',
    note: 'هذه عملية دفع تجريبية. لا يُخصم أي مبلغ من أي بطاقة ولا يتلقى أحد أي دفعة؛ يُضاف الرصيد فقط لتجربة Avatara.',
    plan: 'الخطة',
    amount: 'المبلغ',
    credit: 'الرصيد المضاف',
    pay: 'ادفع {amount} (تجريبي)',
    paid: 'تم دفع عملية الدفع هذه بالفعل.',
    back: 'العودة إلى Avatara',
    personal: 'شخصي',
    business: 'للأعمال',
  },
};
