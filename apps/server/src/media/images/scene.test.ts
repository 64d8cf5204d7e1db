import type { LanguageCode } from '@avatara/companion';
import { describe, expect, it } from 'vitest';
import { sceneFromPrompt } from './scene';
import {
  OBJECT_KINDS,
  type ColorName,
  type ObjectKind,
  type Scene,
  type Setting,
  type TimeOfDay,
  type Weather,
} from './vocabulary';

const count = (s: Scene, kind: ObjectKind): number => s.objects.find((o) => o.kind === kind)?.count ?? 0;
const colorOf = (s: Scene, kind: ObjectKind): ColorName | undefined =>
  s.objects.find((o) => o.kind === kind)?.color;

/** "A red cat on a beach at sunset" in every UI language (the French cat is "roux": ginger). */
const CANONICAL: Record<LanguageCode, readonly [string, ColorName]> = {
  'en-US': ['a red cat on a beach at sunset', 'red'],
  'de-DE': ['eine rote Katze am Strand bei Sonnenuntergang', 'red'],
  'fr-FR': ['un chat roux sur une plage au coucher du soleil', 'orange'],
  'es-ES': ['un gato rojo en la playa al atardecer', 'red'],
  'it-IT': ['un gatto rosso sulla spiaggia al tramonto', 'red'],
  'zh-CN': ['日落时海滩上的一只红猫', 'red'],
  'ja-JP': ['夕焼けのビーチにいる赤い猫', 'red'],
  'ar-SA': ['قطة حمراء على الشاطئ عند الغروب', 'red'],
};

interface LanguageCases {
  readonly settings: Readonly<Record<Setting, string>>;
  readonly times: Readonly<Record<TimeOfDay, string>>;
  readonly weather: Readonly<Record<Weather, string>>;
  /** One phrase per object kind, in OBJECT_KINDS order. */
  readonly objects: readonly string[];
  /** "a red car and a blue house". */
  readonly twoColors: string;
  /** yellow flower, black cat, white horse, green tree. */
  readonly colors: readonly [string, string, string, string];
}

const CASES: Record<LanguageCode, LanguageCases> = {
  'en-US': {
    settings: {
      beach: 'a picnic on the beach',
      lake: 'a quiet lake',
      forest: 'a path through the forest',
      meadow: 'a green meadow',
      mountains: 'hiking in the alps',
      city: 'a busy city street',
      desert: 'the desert',
      snow: 'a winter landscape',
      space: 'floating in outer space',
      room: 'a bedroom',
      garden: 'a garden',
      underwater: 'underwater',
    },
    times: { sunrise: 'at sunrise', day: 'on a sunny afternoon', sunset: 'at sunset', night: 'at night' },
    weather: {
      rain: 'in the rain',
      snow: 'while it is snowing',
      fog: 'on a foggy day',
      storm: 'during a thunderstorm',
      rainbow: 'with a rainbow',
    },
    objects: [
      'a cat',
      'a dog',
      'a bird',
      'a fish',
      'a horse',
      'a rabbit',
      'a butterfly',
      'a woman',
      'a little girl',
      'a house',
      'a castle',
      'a lighthouse',
      'a bridge',
      'a tree',
      'a palm tree',
      'a flower',
      'a mountain',
      'the sun',
      'the moon',
      'a star',
      'a cloud',
      'a car',
      'a bicycle',
      'a boat',
      'an airplane',
      'a rocket',
      'a balloon',
      'a heart',
      'a cake',
      'a cup of coffee',
      'a book',
      'a guitar',
      'a piano',
      'an umbrella',
    ],
    twoColors: 'a red car and a blue house',
    colors: ['a yellow flower', 'a black cat', 'a white horse', 'a green tree'],
  },
  'de-DE': {
    settings: {
      beach: 'ein Picknick am Strand',
      lake: 'ein stiller See',
      forest: 'ein Weg durch den Wald',
      meadow: 'eine grüne Wiese',
      mountains: 'Wandern in den Alpen',
      city: 'eine belebte Straße in der Stadt',
      desert: 'die Wüste',
      snow: 'eine Winterlandschaft',
      space: 'im Weltraum',
      room: 'ein Schlafzimmer',
      garden: 'ein Garten',
      underwater: 'unter Wasser',
    },
    times: {
      sunrise: 'bei Sonnenaufgang',
      day: 'an einem sonnigen Nachmittag',
      sunset: 'bei Sonnenuntergang',
      night: 'in der Nacht',
    },
    weather: {
      rain: 'im Regen',
      snow: 'wenn es schneit',
      fog: 'an einem nebligen Tag',
      storm: 'bei Gewitter',
      rainbow: 'mit einem Regenbogen',
    },
    objects: [
      'eine Katze',
      'ein Hund',
      'ein Vogel',
      'ein Fisch',
      'ein Pferd',
      'ein Kaninchen',
      'ein Schmetterling',
      'eine Frau',
      'ein kleines Mädchen',
      'ein Haus',
      'eine Burg',
      'ein Leuchtturm',
      'eine Brücke',
      'ein Baum',
      'eine Palme',
      'eine Blume',
      'ein Berg',
      'die Sonne',
      'der Mond',
      'ein Stern',
      'eine Wolke',
      'ein Auto',
      'ein Fahrrad',
      'ein Boot',
      'ein Flugzeug',
      'eine Rakete',
      'ein Ballon',
      'ein Herz',
      'ein Kuchen',
      'eine Tasse Kaffee',
      'ein Buch',
      'eine Gitarre',
      'ein Klavier',
      'ein Regenschirm',
    ],
    twoColors: 'ein rotes Auto und ein blaues Haus',
    colors: ['eine gelbe Blume', 'eine schwarze Katze', 'ein weißes Pferd', 'ein grüner Baum'],
  },
  'fr-FR': {
    settings: {
      beach: 'un pique-nique sur la plage',
      lake: 'un lac tranquille',
      forest: 'un chemin dans la forêt',
      meadow: 'une prairie verte',
      mountains: 'randonnée dans les Alpes',
      city: 'une rue animée en ville',
      desert: 'le désert',
      snow: "un paysage d'hiver",
      space: "dans l'espace",
      room: 'une chambre',
      garden: 'un jardin',
      underwater: 'sous la mer',
    },
    times: {
      sunrise: 'au lever du soleil',
      day: 'par une journée ensoleillée',
      sunset: 'au coucher du soleil',
      night: 'la nuit',
    },
    weather: {
      rain: 'sous la pluie',
      snow: 'sous la neige',
      fog: 'dans le brouillard',
      storm: 'pendant un orage',
      rainbow: 'avec un arc-en-ciel',
    },
    objects: [
      'un chat',
      'un chien',
      'un oiseau',
      'un poisson',
      'un cheval',
      'un lapin',
      'un papillon',
      'une femme',
      'une petite fille',
      'une maison',
      'un château',
      'un phare',
      'un pont',
      'un arbre',
      'un palmier',
      'une fleur',
      'une montagne',
      'le soleil',
      'la lune',
      'une étoile',
      'un nuage',
      'une voiture',
      'un vélo',
      'un bateau',
      'un avion',
      'une fusée',
      'un ballon',
      'un cœur',
      'un gâteau',
      'une tasse de café',
      'un livre',
      'une guitare',
      'un piano',
      'un parapluie',
    ],
    twoColors: 'une voiture rouge et une maison bleue',
    colors: ['une fleur jaune', 'un chat noir', 'un cheval blanc', 'un arbre vert'],
  },
  'es-ES': {
    settings: {
      beach: 'un picnic en la playa',
      lake: 'un lago tranquilo',
      forest: 'un sendero en el bosque',
      meadow: 'un prado verde',
      mountains: 'senderismo en los Alpes',
      city: 'una calle de la ciudad',
      desert: 'el desierto',
      snow: 'un paisaje de invierno',
      space: 'en el espacio exterior',
      room: 'un dormitorio',
      garden: 'un jardín',
      underwater: 'bajo el mar',
    },
    times: { sunrise: 'al amanecer', day: 'en un día soleado', sunset: 'al atardecer', night: 'de noche' },
    weather: {
      rain: 'bajo la lluvia',
      snow: 'cuando nieva',
      fog: 'en la niebla',
      storm: 'durante una tormenta',
      rainbow: 'con un arcoíris',
    },
    objects: [
      'un gato',
      'un perro',
      'un pájaro',
      'un pez',
      'un caballo',
      'un conejo',
      'una mariposa',
      'una mujer',
      'una niña',
      'una casa',
      'un castillo',
      'un faro',
      'un puente',
      'un árbol',
      'una palmera',
      'una flor',
      'una montaña',
      'el sol',
      'la luna',
      'una estrella',
      'una nube',
      'un coche',
      'una bicicleta',
      'un barco',
      'un avión',
      'un cohete',
      'un globo',
      'un corazón',
      'un pastel de cumpleaños',
      'una taza de café',
      'un libro',
      'una guitarra',
      'un piano',
      'un paraguas',
    ],
    twoColors: 'un coche rojo y una casa azul',
    colors: ['una flor amarilla', 'un gato negro', 'un caballo blanco', 'un árbol verde'],
  },
  'it-IT': {
    settings: {
      beach: 'un picnic sulla spiaggia',
      lake: 'un lago tranquillo',
      forest: 'un sentiero nel bosco',
      meadow: 'un prato verde',
      mountains: 'escursione sulle Alpi',
      city: 'una strada in città',
      desert: 'il deserto',
      snow: 'un paesaggio invernale',
      space: 'nello spazio',
      room: 'una camera da letto',
      garden: 'un giardino',
      underwater: "sott'acqua",
    },
    times: { sunrise: "all'alba", day: 'in una giornata luminosa', sunset: 'al tramonto', night: 'di notte' },
    weather: {
      rain: 'sotto la pioggia',
      snow: 'mentre nevica',
      fog: 'nella nebbia',
      storm: 'durante un temporale',
      rainbow: 'con un arcobaleno',
    },
    objects: [
      'un gatto',
      'un cane',
      'un uccello',
      'un pesce',
      'un cavallo',
      'un coniglio',
      'una farfalla',
      'una donna',
      'una bambina',
      'una casa',
      'un castello',
      'un faro',
      'un ponte',
      'un albero',
      'una palma',
      'un fiore',
      'una montagna',
      'il sole',
      'la luna',
      'una stella',
      'una nuvola',
      'una macchina',
      'una bicicletta',
      'una barca',
      'un aereo',
      'un razzo',
      'una mongolfiera',
      'un cuore',
      'una torta',
      'una tazza di caffè',
      'un libro',
      'una chitarra',
      'un pianoforte',
      'un ombrello',
    ],
    twoColors: 'una macchina rossa e una casa blu',
    colors: ['un fiore giallo', 'un gatto nero', 'un cavallo bianco', 'un albero verde'],
  },
  'zh-CN': {
    settings: {
      beach: '海滩上的野餐',
      lake: '平静的湖',
      forest: '森林里的小路',
      meadow: '绿色的草地',
      mountains: '在山顶上',
      city: '城市的街道',
      desert: '沙漠',
      snow: '冬天的景色',
      space: '在太空中',
      room: '卧室',
      garden: '花园',
      underwater: '海底',
    },
    times: { sunrise: '日出时', day: '晴朗的下午', sunset: '日落时', night: '夜晚' },
    weather: { rain: '下雨天', snow: '下雪', fog: '大雾', storm: '暴风雨', rainbow: '彩虹' },
    objects: [
      '一只猫',
      '一只狗',
      '一只鸟',
      '一条鱼',
      '一匹马',
      '一只兔子',
      '一只蝴蝶',
      '一个女人',
      '一个小女孩',
      '一座房子',
      '一座城堡',
      '一座灯塔',
      '一座桥',
      '一棵树',
      '一棵椰子树',
      '一朵花',
      '一座山',
      '太阳',
      '月亮',
      '一颗星星',
      '一朵云',
      '一辆汽车',
      '一辆自行车',
      '一艘船',
      '一架飞机',
      '一枚火箭',
      '一个气球',
      '一颗爱心',
      '一块蛋糕',
      '一杯咖啡',
      '一本书',
      '一把吉他',
      '一架钢琴',
      '一把伞',
    ],
    twoColors: '红色的汽车和蓝色的房子',
    colors: ['黄色的花', '黑猫', '白马', '绿色的树'],
  },
  'ja-JP': {
    settings: {
      beach: 'ビーチでピクニック',
      lake: '静かな湖',
      forest: '森の小道',
      meadow: '緑の草原',
      mountains: '山頂で',
      city: '都会の通り',
      desert: '砂漠',
      snow: '冬の景色',
      space: '宇宙で',
      room: '寝室',
      garden: '庭園',
      underwater: '海の中',
    },
    times: { sunrise: '日の出', day: '晴れた午後', sunset: '夕焼け', night: '夜' },
    weather: { rain: '雨の日', snow: '雪が降る', fog: '霧の中', storm: '嵐', rainbow: '虹' },
    objects: [
      '猫',
      '犬',
      '鳥',
      '魚',
      '馬',
      'うさぎ',
      '蝶',
      '女性',
      '女の子',
      '家',
      '城',
      '灯台',
      '橋',
      '木',
      'ヤシの木',
      '花',
      '山',
      '太陽',
      '月',
      '星',
      '雲',
      '車',
      '自転車',
      'ボート',
      '飛行機',
      'ロケット',
      '風船',
      'ハート',
      'ケーキ',
      'コーヒー',
      '本',
      'ギター',
      'ピアノ',
      '傘',
    ].map((w) => `${w}の絵`),
    twoColors: '赤い車と青い家',
    colors: ['黄色い花', '黒い猫', '白い馬', '緑の木'],
  },
  'ar-SA': {
    settings: {
      beach: 'نزهة على الشاطئ',
      lake: 'بحيرة هادئة',
      forest: 'نزهة في الغابة',
      meadow: 'مرج أخضر',
      mountains: 'على قمة عالية',
      city: 'شارع في المدينة',
      desert: 'الصحراء',
      snow: 'منظر شتوي',
      space: 'في الفضاء',
      room: 'غرفة نوم',
      garden: 'حديقة',
      underwater: 'تحت الماء',
    },
    times: { sunrise: 'عند شروق الشمس', day: 'في يوم مشمس', sunset: 'عند الغروب', night: 'في الليل' },
    weather: {
      rain: 'تحت المطر',
      snow: 'تساقط الثلوج',
      fog: 'في الضباب',
      storm: 'أثناء العاصفة',
      rainbow: 'مع قوس قزح',
    },
    objects: [
      'قطة',
      'كلب',
      'طائر',
      'سمكة',
      'حصان',
      'أرنب',
      'فراشة',
      'امرأة',
      'طفلة',
      'بيت',
      'قلعة',
      'منارة',
      'جسر',
      'شجرة',
      'نخلة',
      'زهرة',
      'جبل',
      'الشمس',
      'القمر',
      'نجمة',
      'سحابة',
      'سيارة',
      'دراجة',
      'قارب',
      'طائرة',
      'صاروخ',
      'بالون',
      'قلب',
      'كعكة',
      'فنجان قهوة',
      'كتاب',
      'جيتار',
      'بيانو',
      'مظلة',
    ].map((w) => `صورة ${w}`),
    twoColors: 'سيارة حمراء وبيت أزرق',
    colors: ['زهرة صفراء', 'قطة سوداء', 'حصان أبيض', 'شجرة خضراء'],
  },
};

describe('sceneFromPrompt: the canonical prompt in every language', () => {
  for (const [lang, [prompt, color]] of Object.entries(CANONICAL)) {
    it(`${lang}: ${prompt}`, () => {
      const s = sceneFromPrompt(prompt);
      expect(s.language).toBe(lang);
      expect(s.setting).toBe('beach');
      expect(s.time).toBe('sunset');
      expect(s.objects).toEqual([{ kind: 'cat', count: 1, color }]);
    });
  }
});

describe.each(Object.entries(CASES))('sceneFromPrompt in %s', (_lang, c) => {
  it.each(Object.entries(c.settings))('setting %s', (setting, prompt) => {
    expect(sceneFromPrompt(prompt).setting).toBe(setting);
  });
  it.each(Object.entries(c.times))('time %s', (time, prompt) => {
    expect(sceneFromPrompt(prompt).time).toBe(time);
  });
  it.each(Object.entries(c.weather))('weather %s', (weather, prompt) => {
    expect(sceneFromPrompt(prompt).weather).toContain(weather);
  });
  it('every object kind', () => {
    const got = c.objects.map((p) =>
      sceneFromPrompt(p)
        .objects.map((o) => `${o.kind}×${o.count}`)
        .join(','),
    );
    expect(got).toEqual(OBJECT_KINDS.map((k) => `${k}×1`));
  });
  it('colours go to the object they qualify', () => {
    const s = sceneFromPrompt(c.twoColors);
    expect(colorOf(s, 'car')).toBe('red');
    expect(colorOf(s, 'house')).toBe('blue');
    expect(s.palette).toEqual([]);
    const [flower, cat, horse, tree] = c.colors.map((p) => sceneFromPrompt(p));
    expect([
      colorOf(flower!, 'flower'),
      colorOf(cat!, 'cat'),
      colorOf(horse!, 'horse'),
      colorOf(tree!, 'tree'),
    ]).toEqual(['yellow', 'black', 'white', 'green']);
  });
});

describe('sceneFromPrompt: counts', () => {
  it.each([
    ['two cats on the beach', 'cat', 2],
    ['three trees and a house', 'tree', 3],
    ['drei Bäume auf einer Wiese', 'tree', 3],
    ['zwei Katzen', 'cat', 2],
    ['trois oiseaux dans le ciel', 'bird', 3],
    ['cinco flores en el jardín', 'flower', 5],
    ['quattro cavalli in un prato', 'horse', 4],
    ['三只猫', 'cat', 3],
    ['猫が二匹', 'cat', 2],
    ['三羽の鳥', 'bird', 3],
    ['ثلاث قطط', 'cat', 3],
    ['قطتان', 'cat', 2],
    ['5 boats', 'boat', 5],
    ['3匹の猫', 'cat', 3],
    ['cats on a wall', 'cat', 2],
    ['viele Sterne', 'star', 5],
    ['dozens of balloons', 'balloon', 8],
    ['99 red balloons', 'balloon', 12],
  ] as const)('%s → %s × %i', (prompt, kind, n) => {
    expect(count(sceneFromPrompt(prompt), kind)).toBe(n);
  });

  it('gives each count word to its own noun', () => {
    const s = sceneFromPrompt('猫が二匹と三本の木');
    expect([count(s, 'cat'), count(s, 'tree')]).toEqual([2, 3]);
    const t = sceneFromPrompt('two dogs and three cats');
    expect([count(t, 'dog'), count(t, 'cat')]).toEqual([2, 3]);
  });

  it('reads "二人" and "ふたり" as two people', () => {
    expect(count(sceneFromPrompt('二人'), 'person')).toBe(2);
    expect(count(sceneFromPrompt('ふたりで海へ'), 'person')).toBe(2);
  });
});

describe('sceneFromPrompt: reading', () => {
  it('drops what a negation names', () => {
    expect(count(sceneFromPrompt('a beach without people'), 'person')).toBe(0);
    expect(count(sceneFromPrompt('eine Wiese ohne Bäume'), 'tree')).toBe(0);
    expect(count(sceneFromPrompt('没有云的天空'), 'cloud')).toBe(0);
    expect(count(sceneFromPrompt('雲のない空'), 'cloud')).toBe(0);
  });

  it('finds moods in every script', () => {
    expect(sceneFromPrompt('a cozy room').moods).toEqual(['cozy']);
    expect(sceneFromPrompt('ein dramatischer Himmel').moods).toEqual(['dramatic']);
    expect(sceneFromPrompt('un paisaje oscuro').moods).toEqual(['dark']);
    expect(sceneFromPrompt('温馨的房间').moods).toEqual(['cozy']);
    expect(sceneFromPrompt('幻想的な森').moods).toEqual(['mysterious']);
    expect(sceneFromPrompt('غرفة دافئة').moods).toEqual(['cozy']);
  });

  it('puts colours that qualify no object in the palette, and part colours on their owner', () => {
    expect(sceneFromPrompt('a golden sunset').palette).toEqual(['gold']);
    expect(sceneFromPrompt('a house with a red roof').objects).toEqual([
      { kind: 'house', count: 1, accent: 'red' },
    ]);
    expect(sceneFromPrompt('a red and white lighthouse').objects).toEqual([
      { kind: 'lighthouse', count: 1, color: 'red', accent: 'white' },
    ]);
  });

  it('reads inflections, compounds and clitics', () => {
    expect(
      sceneFromPrompt('zwei Segelboote vor einem Holzhaus').objects.map((o) => [o.kind, o.count]),
    ).toEqual([
      ['boat', 2],
      ['house', 1],
    ]);
    expect(sceneFromPrompt('les chevaux blancs').objects).toEqual([
      { kind: 'horse', count: 2, color: 'white' },
    ]);
    expect(sceneFromPrompt("sull'isola due gatti rossi").objects).toEqual([
      { kind: 'cat', count: 2, color: 'red' },
    ]);
    expect(sceneFromPrompt('والقطط في الحديقة').objects).toEqual([{ kind: 'cat', count: 2 }]);
    expect(sceneFromPrompt('une rose rouge').objects).toEqual([{ kind: 'flower', count: 1, color: 'red' }]);
    expect(sceneFromPrompt('une voiture rose').objects).toEqual([{ kind: 'car', count: 1, color: 'pink' }]);
  });

  it('understands English words in another language and emoji', () => {
    expect(sceneFromPrompt('eine Katze mit einem hot air balloon').objects.map((o) => o.kind)).toEqual([
      'cat',
      'balloon',
    ]);
    const s = sceneFromPrompt('🐱 🏖 🌅');
    expect([s.objects[0]?.kind, s.setting, s.time]).toEqual(['cat', 'beach', 'sunset']);
  });

  it('implies a setting and a time from the objects', () => {
    expect(sceneFromPrompt('a goldfish').setting).toBe('underwater');
    expect(sceneFromPrompt('a rocket').setting).toBe('space');
    expect(sceneFromPrompt('a cup of tea and a book').setting).toBe('room');
    expect(sceneFromPrompt('a house in the mountains').setting).toBe('mountains');
    expect(sceneFromPrompt('a cat').setting).toBe('meadow');
    expect(sceneFromPrompt('a cat under the moon').time).toBe('night');
  });

  it('gives an abstract, prompt-dependent scene when nothing is recognised', () => {
    const a = sceneFromPrompt('qwrtzp vbnm');
    const b = sceneFromPrompt('lorem ipsum dolor');
    expect(a.setting).toBe('abstract');
    expect(a.objects).toEqual([]);
    expect(a.seed).not.toBe(b.seed);
    expect(sceneFromPrompt('').setting).toBe('abstract');
    expect(sceneFromPrompt('Привет, мир').setting).toBe('abstract');
  });

  it('is deterministic and ignores case and accents only', () => {
    expect(sceneFromPrompt('A Red Cat at SUNSET')).toEqual(sceneFromPrompt('a red cat at sunset'));
    expect(sceneFromPrompt('forêt').seed).toBe(sceneFromPrompt('foret').seed);
    expect(sceneFromPrompt('a red cat').seed).not.toBe(sceneFromPrompt('a red cat!').seed);
  });

  it('survives long and hostile prompts', () => {
    const long = 'a cat on the beach with a dog, '.repeat(70).slice(0, 2000);
    const s = sceneFromPrompt(long);
    expect(s.setting).toBe('beach');
    expect(s.objects.every((o) => o.count <= 12)).toBe(true);
    const odd = sceneFromPrompt('<script>alert("x")</script> "quotes" \'single\' & 🐶💥 \u0000\u202e ﷽');
    expect(odd.objects.map((o) => o.kind)).toEqual(['dog']);
    expect(() => sceneFromPrompt('\ud800 lone surrogate')).not.toThrow();
  });
});
