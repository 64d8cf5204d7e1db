/**
 * Concrete colour for an avatar's answers about itself, localised: two favourite places in its
 * city, a favourite dish, its music and one sentence about its work. Places, dish and music are
 * noun phrases that can stand as a subject ("Tempelhofer Feld", „das Tempelhofer Feld“,
 * « le Vieux Lyon »); French, Spanish and Italian keep their article. Unknown avatars have none
 * (the templates using these slots are then skipped).
 */
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';

/** What an avatar can say concretely about its life. */
export interface AvatarDetails {
  /** Its favourite place in its city. */
  readonly place: string;
  /** A second place it likes. */
  readonly place2: string;
  /** Its favourite dish. */
  readonly dish: string;
  /** The music it listens to most. */
  readonly music: string;
  /** One sentence about what it is working on. */
  readonly work: string;
}

type Row = readonly [place: string, place2: string, dish: string, music: string, work: string];
type Table = Readonly<Record<LanguageCode, Row>>;
const t = (en: Row, de: Row, fr: Row, es: Row, it: Row, zh: Row, ja: Row, ar: Row): Table => ({
  'en-US': en, 'de-DE': de, 'fr-FR': fr, 'es-ES': es, 'it-IT': it, 'zh-CN': zh, 'ja-JP': ja, 'ar-SA': ar,
});

const DETAILS: Readonly<Record<string, Table>> = {
  'emma-walker': t(
    ['Central Park', 'the Village Vanguard', 'a proper New York bagel', 'jazz', "Right now I'm writing a long feature about the city's old jazz clubs."],
    ['der Central Park', 'das Village Vanguard', 'ein richtiger New Yorker Bagel', 'Jazz', 'Gerade schreibe ich an einer langen Reportage über die alten Jazzclubs der Stadt.'],
    ['Central Park', 'le Village Vanguard', 'un vrai bagel new-yorkais', 'le jazz', "En ce moment, j'écris un long reportage sur les vieux clubs de jazz de la ville."],
    ['Central Park', 'el Village Vanguard', 'un buen bagel neoyorquino', 'el jazz', 'Ahora mismo estoy escribiendo un reportaje largo sobre los viejos clubes de jazz de la ciudad.'],
    ['Central Park', 'il Village Vanguard', 'un vero bagel newyorkese', 'il jazz', 'In questo periodo sto scrivendo un lungo reportage sui vecchi jazz club della città.'],
    ['中央公园', '先锋村俱乐部', '地道的纽约贝果', '爵士乐', '我最近在写一篇关于纽约老爵士俱乐部的长篇报道。'],
    ['セントラルパーク', 'ヴィレッジ・ヴァンガード', '本場ニューヨークのベーグル', 'ジャズ', '今は、街の古いジャズクラブについての長い特集記事を書いています。'],
    ['سنترال بارك', 'نادي فيليدج فانغارد', 'البيغل النيويوركي الأصيل', 'موسيقى الجاز', 'أكتب حاليًا تحقيقًا طويلًا عن نوادي الجاز القديمة في المدينة.'],
  ),
  'lukas-hoffmann': t(
    ['Tempelhofer Feld, the old airfield', 'the Grunewald forest', 'a good currywurst', 'techno', "Right now I'm designing gearboxes for wind turbines."],
    ['das Tempelhofer Feld', 'der Grunewald', 'eine gute Currywurst', 'Techno', 'Gerade konstruiere ich Getriebe für Windkraftanlagen.'],
    ["le Tempelhofer Feld, l'ancien aéroport", 'la forêt de Grunewald', 'une bonne currywurst', 'la techno', 'En ce moment, je conçois des boîtes de vitesses pour des éoliennes.'],
    ['el Tempelhofer Feld, el antiguo aeropuerto', 'el bosque de Grunewald', 'una buena currywurst', 'el techno', 'Ahora mismo estoy diseñando cajas de engranajes para aerogeneradores.'],
    ['il Tempelhofer Feld, il vecchio aeroporto', 'la foresta del Grunewald', 'un buon currywurst', 'la techno', 'In questo periodo sto progettando riduttori per turbine eoliche.'],
    ['滕珀尔霍夫公园', '格吕讷瓦尔德森林', '地道的咖喱香肠', '电子舞曲', '我最近在设计风力发电机的齿轮箱。'],
    ['テンペルホーフ公園', 'グリューネヴァルトの森', 'おいしいカリーヴルスト', 'テクノ', '今は風力発電機のギアボックスを設計しています。'],
    ['حديقة تمبلهوف', 'غابة غرونفالد', 'الكاري فورست', 'موسيقى التكنو', 'أعمل حاليًا على تصميم علب تروس لتوربينات الرياح.'],
  ),
  'claire-dubois': t(
    ['Vieux Lyon, the old town', 'the Institut Lumière', 'a slice of praline tart', 'French chanson', 'I spend my mornings making croissants and my afternoons inventing new desserts.'],
    ['die Altstadt Vieux Lyon', 'das Institut Lumière', 'ein Stück Pralinentarte', 'französische Chansons', 'Morgens backe ich Croissants, nachmittags erfinde ich neue Desserts.'],
    ['le Vieux Lyon', "l'Institut Lumière", 'une part de tarte aux pralines', 'la chanson française', "Le matin, je fais des croissants, et l'après-midi, j'invente de nouveaux desserts."],
    ['el Vieux Lyon, el casco antiguo', 'el Institut Lumière', 'un trozo de tarta de praliné', 'la chanson francesa', 'Por las mañanas hago cruasanes y por las tardes invento postres nuevos.'],
    ['il Vieux Lyon, la città vecchia', "l'Institut Lumière", 'una fetta di torta alle pralines', 'la chanson francese', 'La mattina preparo croissant e il pomeriggio invento nuovi dolci.'],
    ['里昂老城', '卢米埃尔学院', '一块果仁糖挞', '法国香颂', '我早上做可颂，下午琢磨新的甜点。'],
    ['リヨン旧市街', 'リュミエール研究所', 'プラリネのタルト', 'フレンチ・シャンソン', '朝はクロワッサンを焼いて、午後は新しいデザートを考えています。'],
    ['حي ليون القديم', 'معهد لوميير', 'قطعة من تارت البرالين', 'الأغنية الفرنسية', 'أخبز الكرواسون في الصباح، وأبتكر حلويات جديدة بعد الظهر.'],
  ),
  'sofia-romero': t(
    ['Triana, across the river', 'the Plaza de España', 'a cold bowl of salmorejo', 'flamenco', 'I treat patients at a clinic during the day and dance at a tablao at night.'],
    ['Triana, das Viertel auf der anderen Flussseite', 'die Plaza de España', 'eine Schale eiskalter Salmorejo', 'Flamenco', 'Tagsüber behandle ich Patienten in einer Praxis, abends tanze ich in einem Tablao.'],
    ['le quartier de Triana', "la place d'Espagne", 'un bol de salmorejo bien frais', 'le flamenco', 'Le jour, je soigne des patients dans un cabinet, et le soir, je danse dans un tablao.'],
    ['el barrio de Triana', 'la Plaza de España', 'un buen salmorejo fresquito', 'el flamenco', 'Por el día atiendo a pacientes en una clínica y por la noche bailo en un tablao.'],
    ['il quartiere di Triana', 'Plaza de España', 'una ciotola di salmorejo fresco', 'il flamenco', 'Di giorno curo i pazienti in uno studio e la sera ballo in un tablao.'],
    ['特里亚纳区', '西班牙广场', '一碗冰凉的萨尔莫雷霍冷汤', '弗拉门戈', '白天我在诊所给病人做理疗，晚上在小剧场跳弗拉门戈。'],
    ['トリアナ地区', 'スペイン広場', '冷たいサルモレホ', 'フラメンコ', '昼間はクリニックで患者さんを診て、夜はタブラオで踊っています。'],
    ['حي تريانا', 'ساحة إسبانيا', 'طبق سالموريخو بارد', 'الفلامنكو', 'أعالج المرضى في عيادة نهارًا، وأرقص في مسرح فلامنكو صغير ليلًا.'],
  ),
  'marco-bianchi': t(
    ['Piazzale Michelangelo at sunset', 'the Duomo', 'a bowl of ribollita', 'opera, Puccini above all', "I'm restoring an old palazzo in the Oltrarno at the moment."],
    ['der Piazzale Michelangelo bei Sonnenuntergang', 'der Dom', 'eine Schüssel Ribollita', 'Oper, vor allem Puccini', 'Im Moment restauriere ich einen alten Palazzo im Oltrarno.'],
    ['le piazzale Michelangelo au coucher du soleil', 'le Duomo', 'un bol de ribollita', "l'opéra, surtout Puccini", "En ce moment, je restaure un vieux palais dans l'Oltrarno."],
    ['el Piazzale Michelangelo al atardecer', 'el Duomo', 'un plato de ribollita', 'la ópera, sobre todo Puccini', 'Ahora mismo estoy restaurando un viejo palazzo en el Oltrarno.'],
    ['piazzale Michelangelo al tramonto', 'il Duomo', 'un piatto di ribollita', "l'opera lirica, Puccini su tutti", 'In questo periodo sto restaurando un vecchio palazzo in Oltrarno.'],
    ['日落时分的米开朗基罗广场', '圣母百花大教堂', '一碗托斯卡纳面包汤', '歌剧，尤其是普契尼', '我最近在修复奥尔特拉诺区的一座老宫殿。'],
    ['夕暮れのミケランジェロ広場', 'ドゥオーモ', '熱々のリボッリータ', 'オペラ、特にプッチーニ', '今はオルトラルノ地区の古いパラッツォを修復しています。'],
    ['ساحة ميكيلانجيلو وقت الغروب', 'كاتدرائية الدومو', 'طبق ريبوليتا ساخن', 'الأوبرا، وخاصة بوتشيني', 'أعمل حاليًا على ترميم قصر قديم في حي أولترارنو.'],
  ),
  'mateo-fernandez': t(
    ['Coyoacán', 'Chapultepec Park', 'tacos al pastor', 'boleros on the guitar', "I study coral reefs, so I'm off to the coast whenever I can."],
    ['Coyoacán', 'der Chapultepec-Park', 'Tacos al Pastor', 'Boleros auf der Gitarre', 'Ich erforsche Korallenriffe, deshalb bin ich so oft wie möglich an der Küste.'],
    ['Coyoacán', 'le parc de Chapultepec', 'les tacos al pastor', 'les boléros à la guitare', "J'étudie les récifs coralliens, alors je file sur la côte dès que je peux."],
    ['Coyoacán', 'el Bosque de Chapultepec', 'unos tacos al pastor', 'los boleros con guitarra', 'Estudio los arrecifes de coral, así que me escapo a la costa siempre que puedo.'],
    ['Coyoacán', 'il parco di Chapultepec', 'i tacos al pastor', 'i bolero alla chitarra', 'Studio le barriere coralline, quindi appena posso scappo sulla costa.'],
    ['科约阿坎', '查普尔特佩克公园', '墨西哥烤肉塔可', '吉他弹唱的波莱罗', '我研究珊瑚礁，所以一有机会就往海边跑。'],
    ['コヨアカン', 'チャプルテペック公園', 'タコス・アル・パストール', 'ギターで弾くボレロ', 'サンゴ礁の研究をしているので、時間があればすぐ海へ行きます。'],
    ['حي كويواكان', 'غابة تشابولتيبيك', 'تاكو آل باستور', 'البوليرو على الغيتار', 'أدرس الشعاب المرجانية، لذلك أذهب إلى الساحل كلما سنحت لي الفرصة.'],
  ),
  'li-wei': t(
    ['the Bund at night', 'Yu Garden', 'xiaolongbao', 'video game soundtracks', 'I build apps for a fintech start-up, mostly the back end.'],
    ['der Bund bei Nacht', 'der Yu-Garten', 'Xiaolongbao', 'Videospiel-Soundtracks', 'Ich entwickle Apps für ein Fintech-Start-up, vor allem das Backend.'],
    ['le Bund la nuit', 'le jardin Yu', 'les xiaolongbao', 'les musiques de jeux vidéo', 'Je développe des applis pour une start-up de la fintech, surtout le back-end.'],
    ['el Bund de noche', 'el Jardín Yu', 'los xiaolongbao', 'las bandas sonoras de videojuegos', 'Desarrollo aplicaciones para una start-up de tecnología financiera, sobre todo el back-end.'],
    ['il Bund di notte', 'il Giardino Yu', 'gli xiaolongbao', 'le colonne sonore dei videogiochi', 'Sviluppo app per una start-up fintech, soprattutto il back-end.'],
    ['夜晚的外滩', '豫园', '小笼包', '游戏配乐', '我在一家金融科技创业公司做应用开发，主要负责后端。'],
    ['夜の外灘', '豫園', '小籠包', 'ゲーム音楽', 'フィンテック系のスタートアップでアプリを作っています。主にバックエンド担当です。'],
    ['كورنيش البوند ليلًا', 'حديقة يويوان', 'زلابية شياو لونغ باو', 'موسيقى ألعاب الفيديو', 'أطوّر تطبيقات لشركة ناشئة في التقنية المالية، وأعمل غالبًا على الواجهة الخلفية.'],
  ),
  'yuki-tanaka': t(
    ["the Philosopher's Path", 'Fushimi Inari early in the morning', 'yudofu, simmered tofu', 'city pop', "I'm illustrating a children's book about a cat who runs a tea house."],
    ['der Philosophenweg', 'der Fushimi-Inari-Schrein frühmorgens', 'Yudofu, also sanft gekochter Tofu', 'City Pop', 'Gerade illustriere ich ein Kinderbuch über eine Katze, die ein Teehaus führt.'],
    ['le chemin de la Philosophie', 'le sanctuaire Fushimi Inari au petit matin', 'le yudofu, du tofu mijoté', 'la city pop', "En ce moment, j'illustre un livre pour enfants sur un chat qui tient un salon de thé."],
    ['el Camino del Filósofo', 'el santuario Fushimi Inari al amanecer', 'el yudofu, tofu hervido', 'el city pop', 'Ahora mismo estoy ilustrando un cuento infantil sobre un gato que lleva una casa de té.'],
    ['il Sentiero del Filosofo', 'il santuario di Fushimi Inari di prima mattina', 'lo yudofu, il tofu in brodo', 'il city pop', 'In questo periodo sto illustrando un libro per bambini su un gatto che gestisce una casa del tè.'],
    ['哲学之道', '清晨的伏见稻荷大社', '汤豆腐', '日本城市流行乐', '我最近在给一本童书画插图，讲的是一只经营茶馆的猫。'],
    ['哲学の道', '早朝の伏見稲荷大社', '湯豆腐', 'シティポップ', '今は、お茶屋さんを営む猫の絵本の挿絵を描いています。'],
    ['ممشى الفلاسفة', 'معبد فوشيمي إيناري في الصباح الباكر', 'طبق يودوفو، التوفو المطهو', 'موسيقى السيتي بوب', 'أرسم حاليًا رسومات كتاب أطفال عن قطة تدير بيتًا للشاي.'],
  ),
  'layla-al-harbi': t(
    ['Wadi Hanifah', 'the old town of Diriyah', 'a big plate of kabsa', 'the songs of Fairuz', "I work at a children's hospital, mostly with newborns."],
    ['das Wadi Hanifa', 'die Altstadt von Diriyya', 'ein großer Teller Kabsa', 'die Lieder von Fairuz', 'Ich arbeite in einem Kinderkrankenhaus, meistens mit Neugeborenen.'],
    ['le wadi Hanifa', 'la vieille ville de Diriyah', 'une grande assiette de kabsa', 'les chansons de Fairouz', 'Je travaille dans un hôpital pour enfants, surtout avec des nouveau-nés.'],
    ['el Wadi Hanifa', 'el casco antiguo de Diriyah', 'un buen plato de kabsa', 'las canciones de Fairuz', 'Trabajo en un hospital infantil, sobre todo con recién nacidos.'],
    ['il Wadi Hanifa', 'il centro storico di Diriyah', 'un bel piatto di kabsa', 'le canzoni di Fairuz', 'Lavoro in un ospedale pediatrico, soprattutto con i neonati.'],
    ['哈尼法谷', '德拉伊耶老城', '一大盘卡布萨饭', '菲鲁兹的歌', '我在一家儿童医院工作，主要照顾新生儿。'],
    ['ハニーファ渓谷', 'ディルイーヤの旧市街', '山盛りのカブサ', 'フェイルーズの歌', '小児病院で働いていて、主に新生児を診ています。'],
    ['وادي حنيفة', 'الدرعية القديمة', 'صحن كبسة كبير', 'أغاني فيروز', 'أعمل في مستشفى للأطفال، وغالبًا مع حديثي الولادة.'],
  ),
  'omar-haddad': t(
    ['Khan el-Khalili', 'the pyramids of Giza at sunrise', 'a steaming bowl of koshari', 'Umm Kulthum', 'I take visitors around the pyramids and spend my evenings reading hieroglyphs.'],
    ['der Chan el-Chalili', 'die Pyramiden von Gizeh bei Sonnenaufgang', 'eine dampfende Schüssel Koschari', 'Umm Kulthum', 'Ich führe Besucher zu den Pyramiden und lese abends Hieroglyphen.'],
    ['le Khan el-Khalili', 'les pyramides de Gizeh au lever du soleil', 'un bol de koshari bien chaud', 'Oum Kalthoum', 'Je fais visiter les pyramides et, le soir, je déchiffre des hiéroglyphes.'],
    ['el Jan el-Jalili', 'las pirámides de Guiza al amanecer', 'un buen plato de koshari', 'Umm Kulthum', 'Llevo a los visitantes a las pirámides y por las noches leo jeroglíficos.'],
    ['il Khan el-Khalili', "le piramidi di Giza all'alba", 'un piatto fumante di koshari', 'Umm Kulthum', 'Accompagno i visitatori alle piramidi e la sera leggo geroglifici.'],
    ['汗·哈利利市场', '日出时的吉萨金字塔', '一碗热腾腾的科沙里', '乌姆·库勒苏姆的歌', '我带游客参观金字塔，晚上就研读象形文字。'],
    ['ハーン・ハリーリ', '朝日に照らされたギザのピラミッド', '熱々のコシャリ', 'ウンム・クルスーム', '観光客をピラミッドに案内して、夜はヒエログリフを読んでいます。'],
    ['خان الخليلي', 'أهرامات الجيزة وقت الشروق', 'طبق كشري ساخن', 'أم كلثوم', 'أرافق الزوار في جولات حول الأهرامات، وأقضي أمسياتي في قراءة الهيروغليفية.'],
  ),
  'amara-okafor': t(
    ['the New Afrika Shrine', 'the Lekki Conservation Centre', 'smoky party jollof rice', 'Afrobeats', "I'm producing an album for a young singer from Lagos right now."],
    ['der New Afrika Shrine', 'das Lekki Conservation Centre', 'rauchiger Party-Jollof-Reis', 'Afrobeats', 'Gerade produziere ich ein Album für eine junge Sängerin aus Lagos.'],
    ['le New Afrika Shrine', 'le Lekki Conservation Centre', 'un bon riz jollof', "l'afrobeats", "En ce moment, je produis l'album d'une jeune chanteuse de Lagos."],
    ['el New Afrika Shrine', 'el Lekki Conservation Centre', 'un buen arroz jollof', 'el afrobeats', 'Ahora mismo estoy produciendo el disco de una cantante joven de Lagos.'],
    ['il New Afrika Shrine', 'il Lekki Conservation Centre', 'un bel piatto di riso jollof', "l'afrobeats", "In questo periodo sto producendo l'album di una giovane cantante di Lagos."],
    ['新非洲神殿', '莱基自然保护中心', '烟熏风味的乔洛夫饭', '非洲节拍音乐', '我最近在给一位拉各斯的年轻女歌手制作专辑。'],
    ['ニュー・アフリカ・シュライン', 'レッキ自然保護センター', 'スモーキーなジョロフライス', 'アフロビーツ', '今、ラゴスの若い女性シンガーのアルバムをプロデュースしています。'],
    ['نادي نيو أفريكا شراين', 'محمية ليكي الطبيعية', 'أرز الجولوف المدخّن', 'موسيقى الأفروبيتس', 'أنتج حاليًا ألبومًا لمغنية شابة من لاغوس.'],
  ),
  'arjun-mehta': t(
    ['Cubbon Park in the early morning', 'Lalbagh Botanical Garden', 'a crispy masala dosa', 'Carnatic music', 'I build forecasting models by day and teach yoga classes at dawn.'],
    ['der Cubbon Park am frühen Morgen', 'der Botanische Garten Lalbagh', 'ein knuspriges Masala Dosa', 'karnatische Musik', 'Tagsüber baue ich Prognosemodelle, und frühmorgens gebe ich Yogakurse.'],
    ['le parc Cubbon au petit matin', 'le jardin botanique de Lalbagh', 'un masala dosa bien croustillant', 'la musique carnatique', "Le jour, je construis des modèles de prévision, et à l'aube, je donne des cours de yoga."],
    ['el parque Cubbon a primera hora', 'el jardín botánico de Lalbagh', 'un masala dosa bien crujiente', 'la música carnática', 'De día construyo modelos de predicción y al amanecer doy clases de yoga.'],
    ['il Cubbon Park di prima mattina', 'il giardino botanico di Lalbagh', 'un masala dosa croccante', 'la musica carnatica', "Di giorno costruisco modelli previsionali e all'alba insegno yoga."],
    ['清晨的卡邦公园', '拉尔巴格植物园', '酥脆的马萨拉多萨', '卡纳提克音乐', '白天我做预测模型，清晨教瑜伽课。'],
    ['早朝のカボン公園', 'ラールバーグ植物園', 'パリパリのマサラドーサ', 'カルナータカ音楽', '昼間は予測モデルを作って、早朝はヨガを教えています。'],
    ['حديقة كوبون في الصباح الباكر', 'حديقة لالباغ النباتية', 'دوسا ماسالا مقرمشة', 'الموسيقى الكرناتية', 'أبني نماذج تنبؤ في النهار، وأدرّس اليوغا عند الفجر.'],
  ),
};

/** The details of `avatar` in `lang`, or undefined for an avatar without a table. */
export function avatarDetails(avatar: Avatar, lang: LanguageCode): AvatarDetails | undefined {
  const row = DETAILS[avatar.id]?.[lang];
  return row ? { place: row[0], place2: row[1], dish: row[2], music: row[3], work: row[4] } : undefined;
}
