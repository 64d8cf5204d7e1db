import type { TLanguage } from '@avatara/contracts';

/** The mails Avatara sends. No text a user typed (a name) goes into a mail: it could be anyone's. */
export type MailKind = 'verify' | 'reset';

interface MailText {
  subject: string;
  /** Before the link. */
  intro: string;
  /** The link's label in the HTML part. */
  button: string;
  /** After the link. */
  outro: string;
}

export interface MailTexts {
  greeting: string;
  signature: string;
  verify: MailText;
  reset: MailText;
}

/** Mail texts in the 8 UI languages; a mail goes out in its account's language. */
export const MAIL_TEXTS: Record<TLanguage, MailTexts> = {
  'en-US': {
    greeting: 'Hello,',
    signature: '— Avatara',
    verify: {
      subject: 'Please confirm your email address',
      intro:
        'an Avatara account was created with this email address. If it was you, please confirm the address by opening this link within 7 days:',
      button: 'Confirm email address',
      outro:
        'If it was not you, ignore this mail and do not open the link: that account will never own your address, and you can create your own account with it at any time.',
    },
    reset: {
      subject: 'Reset your Avatara password',
      intro:
        'someone asked to reset the password of the Avatara account with this email address. To choose a new password, open this link within 30 minutes:',
      button: 'Choose a new password',
      outro:
        'The link works only once. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
  },
  'de-DE': {
    greeting: 'Hallo,',
    signature: '— Avatara',
    verify: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      intro:
        'mit dieser E-Mail-Adresse wurde ein Avatara-Konto angelegt. Wenn du das warst, bestätige die Adresse bitte innerhalb von 7 Tagen über diesen Link:',
      button: 'E-Mail-Adresse bestätigen',
      outro:
        'Wenn du das nicht warst, ignoriere diese E-Mail und öffne den Link nicht: Das Konto bekommt deine Adresse dann nie, und du kannst jederzeit selbst ein Konto damit anlegen.',
    },
    reset: {
      subject: 'Setze dein Avatara-Passwort zurück',
      intro:
        'jemand hat angefordert, das Passwort des Avatara-Kontos mit dieser E-Mail-Adresse zurückzusetzen. Um ein neues Passwort zu wählen, öffne innerhalb von 30 Minuten diesen Link:',
      button: 'Neues Passwort wählen',
      outro:
        'Der Link funktioniert nur einmal. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
  },
  'fr-FR': {
    greeting: 'Bonjour,',
    signature: '— Avatara',
    verify: {
      subject: 'Veuillez confirmer votre adresse e-mail',
      intro:
        'un compte Avatara a été créé avec cette adresse e-mail. Si c’était vous, veuillez confirmer l’adresse en ouvrant ce lien dans les 7 jours :',
      button: 'Confirmer l’adresse e-mail',
      outro:
        'Si ce n’était pas vous, ignorez cet e-mail et n’ouvrez pas le lien : ce compte n’obtiendra jamais votre adresse, et vous pourrez toujours créer votre propre compte avec elle.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Avatara',
      intro:
        'quelqu’un a demandé la réinitialisation du mot de passe du compte Avatara associé à cette adresse e-mail. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes :',
      button: 'Choisir un nouveau mot de passe',
      outro:
        'Le lien ne fonctionne qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
  },
  'es-ES': {
    greeting: 'Hola:',
    signature: '— Avatara',
    verify: {
      subject: 'Confirma tu dirección de correo electrónico',
      intro:
        'se ha creado una cuenta de Avatara con esta dirección de correo electrónico. Si has sido tú, confirma la dirección abriendo este enlace en un plazo de 7 días:',
      button: 'Confirmar dirección',
      outro:
        'Si no has sido tú, ignora este correo y no abras el enlace: esa cuenta nunca será dueña de tu dirección y podrás crear tu propia cuenta con ella cuando quieras.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Avatara',
      intro:
        'alguien ha pedido restablecer la contraseña de la cuenta de Avatara con esta dirección de correo electrónico. Para elegir una contraseña nueva, abre este enlace en un plazo de 30 minutos:',
      button: 'Elegir una contraseña nueva',
      outro:
        'El enlace solo funciona una vez. Si no lo has pedido tú, ignora este correo: tu contraseña seguirá igual.',
    },
  },
  'it-IT': {
    greeting: 'Ciao,',
    signature: '— Avatara',
    verify: {
      subject: 'Conferma il tuo indirizzo email',
      intro:
        'è stato creato un account Avatara con questo indirizzo email. Se sei stato tu, conferma l’indirizzo aprendo questo link entro 7 giorni:',
      button: 'Conferma indirizzo email',
      outro:
        'Se non sei stato tu, ignora questa email e non aprire il link: quell’account non otterrà mai il tuo indirizzo e potrai sempre creare il tuo account con esso.',
    },
    reset: {
      subject: 'Reimposta la tua password di Avatara',
      intro:
        'qualcuno ha chiesto di reimpostare la password dell’account Avatara con questo indirizzo email. Per scegliere una nuova password, apri questo link entro 30 minuti:',
      button: 'Scegli una nuova password',
      outro:
        'Il link funziona una sola volta. Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.',
    },
  },
  'zh-CN': {
    greeting: '您好：',
    signature: '— Avatara',
    verify: {
      subject: '请确认您的电子邮件地址',
      intro: '有人使用此电子邮件地址创建了 Avatara 账户。如果是您本人，请在 7 天内打开以下链接确认该地址：',
      button: '确认电子邮件地址',
      outro:
        '如果不是您本人，请忽略此邮件，不要打开链接：该账户永远不会拥有您的地址，您随时可以用它创建自己的账户。',
    },
    reset: {
      subject: '重置您的 Avatara 密码',
      intro:
        '有人请求重置使用此电子邮件地址的 Avatara 账户的密码。如需设置新密码，请在 30 分钟内打开以下链接：',
      button: '设置新密码',
      outro: '该链接只能使用一次。如果这不是您发起的请求，请忽略此邮件：您的密码将保持不变。',
    },
  },
  'ja-JP': {
    greeting: 'こんにちは。',
    signature: '— Avatara',
    verify: {
      subject: 'メールアドレスの確認をお願いします',
      intro:
        'このメールアドレスで Avatara のアカウントが作成されました。ご本人の場合は、7 日以内に次のリンクを開いてアドレスを確認してください。',
      button: 'メールアドレスを確認する',
      outro:
        '心当たりがない場合は、このメールを無視し、リンクを開かないでください。そのアカウントがあなたのアドレスを使えるようになることはなく、いつでもこのアドレスでご自身のアカウントを作成できます。',
    },
    reset: {
      subject: 'Avatara のパスワードの再設定',
      intro:
        'このメールアドレスの Avatara アカウントについて、パスワードの再設定が依頼されました。新しいパスワードを設定するには、30 分以内に次のリンクを開いてください。',
      button: '新しいパスワードを設定する',
      outro:
        'このリンクは一度しか使えません。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
  },
  'ar-SA': {
    greeting: 'مرحبًا،',
    signature: '— Avatara',
    verify: {
      subject: 'يُرجى تأكيد عنوان بريدك الإلكتروني',
      intro:
        'تم إنشاء حساب في Avatara بعنوان البريد الإلكتروني هذا. إذا كنت أنت من أنشأه، فيُرجى تأكيد العنوان بفتح هذا الرابط خلال 7 أيام:',
      button: 'تأكيد عنوان البريد الإلكتروني',
      outro:
        'إذا لم تكن أنت، فتجاهل هذه الرسالة ولا تفتح الرابط: لن يمتلك ذلك الحساب عنوانك أبدًا، ويمكنك دائمًا إنشاء حسابك الخاص به.',
    },
    reset: {
      subject: 'إعادة تعيين كلمة مرور Avatara',
      intro:
        'طلب أحدهم إعادة تعيين كلمة مرور حساب Avatara المرتبط بعنوان البريد الإلكتروني هذا. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 30 دقيقة:',
      button: 'اختيار كلمة مرور جديدة',
      outro: 'يعمل الرابط مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
  },
};
