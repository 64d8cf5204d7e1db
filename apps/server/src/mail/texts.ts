import type { TLanguage } from '@avatara/contracts';

/** The mails Avatara sends. No text a user typed (a name) goes into a mail: it could be anyone's. */
export type MailKind = 'verify' | 'reset' | 'signIn' | 'trial';

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
  /** A sign-in link someone asked for (15 minutes, once). */
  signIn: MailText;
  /** A new trial: a sign-in link that also confirms the address, and how to sign in later. */
  trial: MailText;
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
    signIn: {
      subject: 'Your Avatara sign-in link',
      intro:
        'someone asked to sign in to the Avatara account with this email address. To sign in, open this link within 15 minutes:',
      button: 'Sign in to Avatara',
      outro:
        'The link works once and signs in the browser that opens it. If you did not ask for it, ignore this mail: nobody can sign in with your address without it.',
    },
    trial: {
      subject: 'Your Avatara trial has started',
      intro:
        'a 14-day Avatara trial was started with this email address. This link confirms the address and signs you in. It works once, within 15 minutes:',
      button: 'Confirm and sign in',
      outro:
        'How to sign in later: your trial account has no password. On the sign-in page choose “Log in with email”, then “Email me a sign-in link”, and we send you a new link like this one. Or set a password there with “Forgot password?”. If you did not start this trial, ignore this mail and do not open the link: that account will never own your address.',
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
    signIn: {
      subject: 'Dein Anmeldelink für Avatara',
      intro:
        'jemand möchte sich beim Avatara-Konto mit dieser E-Mail-Adresse anmelden. Um dich anzumelden, öffne innerhalb von 15 Minuten diesen Link:',
      button: 'Bei Avatara anmelden',
      outro:
        'Der Link funktioniert einmal und meldet den Browser an, der ihn öffnet. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne ihn kann sich niemand mit deiner Adresse anmelden.',
    },
    trial: {
      subject: 'Deine Avatara-Testphase hat begonnen',
      intro:
        'mit dieser E-Mail-Adresse wurde eine 14-tägige Avatara-Testphase gestartet. Dieser Link bestätigt die Adresse und meldet dich an. Er funktioniert einmal, innerhalb von 15 Minuten:',
      button: 'Bestätigen und anmelden',
      outro:
        'So meldest du dich später an: Dein Testkonto hat kein Passwort. Wähle auf der Anmeldeseite „Mit E-Mail anmelden“ und dann „Anmeldelink per E-Mail senden“, dann schicken wir dir einen neuen Link wie diesen. Oder lege dort über „Passwort vergessen?“ ein Passwort fest. Wenn du diese Testphase nicht gestartet hast, ignoriere diese E-Mail und öffne den Link nicht: Das Konto bekommt deine Adresse dann nie.',
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
    signIn: {
      subject: 'Votre lien de connexion Avatara',
      intro:
        'quelqu’un a demandé à se connecter au compte Avatara associé à cette adresse e-mail. Pour vous connecter, ouvrez ce lien dans les 15 minutes :',
      button: 'Se connecter à Avatara',
      outro:
        'Le lien ne fonctionne qu’une seule fois et connecte le navigateur qui l’ouvre. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : personne ne peut se connecter avec votre adresse sans ce lien.',
    },
    trial: {
      subject: 'Votre essai Avatara a commencé',
      intro:
        'un essai Avatara de 14 jours a été lancé avec cette adresse e-mail. Ce lien confirme l’adresse et vous connecte. Il fonctionne une seule fois, dans les 15 minutes :',
      button: 'Confirmer et se connecter',
      outro:
        'Pour vous connecter plus tard : votre compte d’essai n’a pas de mot de passe. Sur la page de connexion, choisissez « Se connecter avec un e-mail », puis « M’envoyer un lien de connexion » : nous vous envoyons un nouveau lien comme celui-ci. Vous pouvez aussi y définir un mot de passe via « Mot de passe oublié ? ». Si vous n’avez pas lancé cet essai, ignorez cet e-mail et n’ouvrez pas le lien : ce compte n’obtiendra jamais votre adresse.',
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
    signIn: {
      subject: 'Tu enlace para iniciar sesión en Avatara',
      intro:
        'alguien ha pedido iniciar sesión en la cuenta de Avatara con esta dirección de correo electrónico. Para iniciar sesión, abre este enlace en un plazo de 15 minutos:',
      button: 'Iniciar sesión en Avatara',
      outro:
        'El enlace funciona una sola vez e inicia sesión en el navegador que lo abre. Si no lo has pedido tú, ignora este correo: nadie puede iniciar sesión con tu dirección sin él.',
    },
    trial: {
      subject: 'Tu prueba de Avatara ha empezado',
      intro:
        'se ha iniciado una prueba de Avatara de 14 días con esta dirección de correo electrónico. Este enlace confirma la dirección e inicia tu sesión. Funciona una sola vez, en un plazo de 15 minutos:',
      button: 'Confirmar e iniciar sesión',
      outro:
        'Cómo iniciar sesión más adelante: tu cuenta de prueba no tiene contraseña. En la página de inicio de sesión elige «Iniciar sesión con correo» y luego «Enviarme un enlace de inicio de sesión», y te enviaremos un enlace nuevo como este. O crea allí una contraseña con «¿Has olvidado tu contraseña?». Si no has iniciado tú esta prueba, ignora este correo y no abras el enlace: esa cuenta nunca será dueña de tu dirección.',
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
    signIn: {
      subject: 'Il tuo link di accesso ad Avatara',
      intro:
        'qualcuno ha chiesto di accedere all’account Avatara con questo indirizzo email. Per accedere, apri questo link entro 15 minuti:',
      button: 'Accedi ad Avatara',
      outro:
        'Il link funziona una sola volta e fa accedere il browser che lo apre. Se non l’hai chiesto tu, ignora questa email: senza questo link nessuno può accedere con il tuo indirizzo.',
    },
    trial: {
      subject: 'La tua prova di Avatara è iniziata',
      intro:
        'con questo indirizzo email è stata avviata una prova di Avatara di 14 giorni. Questo link conferma l’indirizzo e ti fa accedere. Funziona una sola volta, entro 15 minuti:',
      button: 'Conferma e accedi',
      outro:
        'Come accedere in seguito: il tuo account di prova non ha una password. Nella pagina di accesso scegli «Accedi con l’e-mail» e poi «Inviami un link di accesso»: ti invieremo un nuovo link come questo. Oppure imposta lì una password con «Password dimenticata?». Se non hai avviato tu questa prova, ignora questa email e non aprire il link: quell’account non otterrà mai il tuo indirizzo.',
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
    signIn: {
      subject: '您的 Avatara 登录链接',
      intro: '有人请求登录使用此电子邮件地址的 Avatara 账户。如需登录，请在 15 分钟内打开以下链接：',
      button: '登录 Avatara',
      outro:
        '该链接只能使用一次，会让打开它的浏览器登录。如果这不是您发起的请求，请忽略此邮件：没有此链接，任何人都无法用您的地址登录。',
    },
    trial: {
      subject: '您的 Avatara 试用已开始',
      intro:
        '有人使用此电子邮件地址开始了 14 天的 Avatara 试用。以下链接会确认该地址并让您登录。它只能使用一次，有效期 15 分钟：',
      button: '确认并登录',
      outro:
        '以后如何登录：您的试用账户没有密码。请在登录页面选择“使用邮箱登录”，然后选择“通过邮件发送登录链接”，我们会向您发送一个像这样的新链接。您也可以在那里通过“忘记密码？”设置密码。如果不是您开始的试用，请忽略此邮件，不要打开链接：该账户永远不会拥有您的地址。',
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
    signIn: {
      subject: 'Avatara のログインリンク',
      intro:
        'このメールアドレスの Avatara アカウントへのログインが依頼されました。ログインするには、15 分以内に次のリンクを開いてください。',
      button: 'Avatara にログインする',
      outro:
        'このリンクは一度しか使えず、開いたブラウザーでログインします。心当たりがない場合は、このメールを無視してください。このリンクがなければ、誰もあなたのアドレスでログインできません。',
    },
    trial: {
      subject: 'Avatara のトライアルが始まりました',
      intro:
        'このメールアドレスで 14 日間の Avatara トライアルが開始されました。次のリンクでアドレスが確認され、ログインできます。リンクは 15 分以内に一度だけ使えます。',
      button: '確認してログインする',
      outro:
        '次回以降のログイン方法：トライアルアカウントにはパスワードがありません。ログインページで「メールでログイン」を選び、「ログインリンクをメールで受け取る」を選ぶと、このような新しいリンクをお送りします。または、そこで「パスワードをお忘れですか？」からパスワードを設定できます。このトライアルを開始した覚えがない場合は、このメールを無視し、リンクを開かないでください。そのアカウントがあなたのアドレスを使えるようになることはありません。',
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
    signIn: {
      subject: 'رابط تسجيل الدخول إلى Avatara',
      intro:
        'طلب أحدهم تسجيل الدخول إلى حساب Avatara المرتبط بعنوان البريد الإلكتروني هذا. لتسجيل الدخول، افتح هذا الرابط خلال 15 دقيقة:',
      button: 'تسجيل الدخول إلى Avatara',
      outro:
        'يعمل الرابط مرة واحدة فقط ويسجّل دخول المتصفح الذي يفتحه. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول بعنوانك من دونه.',
    },
    trial: {
      subject: 'بدأت فترتك التجريبية في Avatara',
      intro:
        'بدأت فترة تجريبية في Avatara مدتها 14 يومًا بعنوان البريد الإلكتروني هذا. يؤكّد هذا الرابط العنوان ويسجّل دخولك. يعمل مرة واحدة فقط، خلال 15 دقيقة:',
      button: 'التأكيد وتسجيل الدخول',
      outro:
        'كيف تسجّل الدخول لاحقًا: ليس لحسابك التجريبي كلمة مرور. في صفحة تسجيل الدخول اختر «تسجيل الدخول بالبريد الإلكتروني» ثم «أرسل لي رابط تسجيل الدخول»، وسنرسل إليك رابطًا جديدًا مثل هذا. أو عيّن هناك كلمة مرور عبر «هل نسيت كلمة المرور؟». إذا لم تبدأ هذه الفترة التجريبية، فتجاهل هذه الرسالة ولا تفتح الرابط: لن يمتلك ذلك الحساب عنوانك أبدًا.',
    },
  },
};
