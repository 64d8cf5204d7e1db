/**
 * What the avatars can say concretely about their lives in French, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['Central Park', 'le Village Vanguard', 'un vrai bagel new-yorkais', 'le jazz', "En ce moment, j'écris un long reportage sur les vieux clubs de jazz de la ville."],
  'lukas-hoffmann': ["le Tempelhofer Feld, l'ancien aéroport", 'la forêt de Grunewald', 'une bonne currywurst', 'la techno', 'En ce moment, je conçois des boîtes de vitesses pour des éoliennes.'],
  'claire-dubois': ['le Vieux Lyon', "l'Institut Lumière", 'une part de tarte aux pralines', 'la chanson française', "Le matin, je fais des croissants, et l'après-midi, j'invente de nouveaux desserts."],
  'sofia-romero': ['le quartier de Triana', "la place d'Espagne", 'un bol de salmorejo bien frais', 'le flamenco', 'Le jour, je soigne des patients dans un cabinet, et le soir, je danse dans un tablao.'],
  'marco-bianchi': ['le piazzale Michelangelo au coucher du soleil', 'le Duomo', 'un bol de ribollita', "l'opéra, surtout Puccini", "En ce moment, je restaure un vieux palais dans l'Oltrarno."],
  'mateo-fernandez': ['Coyoacán', 'le parc de Chapultepec', 'les tacos al pastor', 'les boléros à la guitare', "J'étudie les récifs coralliens, alors je file sur la côte dès que je peux."],
  'li-wei': ['le Bund la nuit', 'le jardin Yu', 'les xiaolongbao', 'les musiques de jeux vidéo', 'Je développe des applis pour une start-up de la fintech, surtout le back-end.'],
  'yuki-tanaka': ['le chemin de la Philosophie', 'le sanctuaire Fushimi Inari au petit matin', 'le yudofu, du tofu mijoté', 'la city pop', "En ce moment, j'illustre un livre pour enfants sur un chat qui tient un salon de thé."],
  'layla-al-harbi': ['le wadi Hanifa', 'la vieille ville de Diriyah', 'une grande assiette de kabsa', 'les chansons de Fairouz', 'Je travaille dans un hôpital pour enfants, surtout avec des nouveau-nés.'],
  'omar-haddad': ['le Khan el-Khalili', 'les pyramides de Gizeh au lever du soleil', 'un bol de koshari bien chaud', 'Oum Kalthoum', 'Je fais visiter les pyramides et, le soir, je déchiffre des hiéroglyphes.'],
  'amara-okafor': ['le New Afrika Shrine', 'le Lekki Conservation Centre', 'un bon riz jollof', "l'afrobeats", "En ce moment, je produis l'album d'une jeune chanteuse de Lagos."],
  'arjun-mehta': ['le parc Cubbon au petit matin', 'le jardin botanique de Lalbagh', 'un masala dosa bien croustillant', 'la musique carnatique', "Le jour, je construis des modèles de prévision, et à l'aube, je donne des cours de yoga."],
};
