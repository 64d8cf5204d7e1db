/**
 * What the avatars can say concretely about their lives in Italian, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['Central Park', 'il Village Vanguard', 'un vero bagel newyorkese', 'il jazz', 'In questo periodo sto scrivendo un lungo reportage sui vecchi jazz club della città.'],
  'lukas-hoffmann': ['il Tempelhofer Feld, il vecchio aeroporto', 'la foresta del Grunewald', 'un buon currywurst', 'la techno', 'In questo periodo sto progettando riduttori per turbine eoliche.'],
  'claire-dubois': ['il Vieux Lyon, la città vecchia', "l'Institut Lumière", 'una fetta di torta alle pralines', 'la chanson francese', 'La mattina preparo croissant e il pomeriggio invento nuovi dolci.'],
  'sofia-romero': ['il quartiere di Triana', 'Plaza de España', 'una ciotola di salmorejo fresco', 'il flamenco', 'Di giorno curo i pazienti in uno studio e la sera ballo in un tablao.'],
  'marco-bianchi': ['piazzale Michelangelo al tramonto', 'il Duomo', 'un piatto di ribollita', "l'opera lirica, Puccini su tutti", 'In questo periodo sto restaurando un vecchio palazzo in Oltrarno.'],
  'mateo-fernandez': ['Coyoacán', 'il parco di Chapultepec', 'i tacos al pastor', 'i bolero alla chitarra', 'Studio le barriere coralline, quindi appena posso scappo sulla costa.'],
  'li-wei': ['il Bund di notte', 'il Giardino Yu', 'gli xiaolongbao', 'le colonne sonore dei videogiochi', 'Sviluppo app per una start-up fintech, soprattutto il back-end.'],
  'yuki-tanaka': ['il Sentiero del Filosofo', 'il santuario di Fushimi Inari di prima mattina', 'lo yudofu, il tofu in brodo', 'il city pop', 'In questo periodo sto illustrando un libro per bambini su un gatto che gestisce una casa del tè.'],
  'layla-al-harbi': ['il Wadi Hanifa', 'il centro storico di Diriyah', 'un bel piatto di kabsa', 'le canzoni di Fairuz', 'Lavoro in un ospedale pediatrico, soprattutto con i neonati.'],
  'omar-haddad': ['il Khan el-Khalili', "le piramidi di Giza all'alba", 'un piatto fumante di koshari', 'Umm Kulthum', 'Accompagno i visitatori alle piramidi e la sera leggo geroglifici.'],
  'amara-okafor': ['il New Afrika Shrine', 'il Lekki Conservation Centre', 'un bel piatto di riso jollof', "l'afrobeats", "In questo periodo sto producendo l'album di una giovane cantante di Lagos."],
  'arjun-mehta': ['il Cubbon Park di prima mattina', 'il giardino botanico di Lalbagh', 'un masala dosa croccante', 'la musica carnatica', "Di giorno costruisco modelli previsionali e all'alba insegno yoga."],
};
