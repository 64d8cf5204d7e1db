/**
 * What the avatars can say concretely about their lives in German, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['der Central Park', 'das Village Vanguard', 'ein richtiger New Yorker Bagel', 'Jazz', 'Gerade schreibe ich an einer langen Reportage über die alten Jazzclubs der Stadt.'],
  'lukas-hoffmann': ['das Tempelhofer Feld', 'der Grunewald', 'eine gute Currywurst', 'Techno', 'Gerade konstruiere ich Getriebe für Windkraftanlagen.'],
  'claire-dubois': ['die Altstadt Vieux Lyon', 'das Institut Lumière', 'ein Stück Pralinentarte', 'französische Chansons', 'Morgens backe ich Croissants, nachmittags erfinde ich neue Desserts.'],
  'sofia-romero': ['Triana, das Viertel auf der anderen Flussseite', 'die Plaza de España', 'eine Schale eiskalter Salmorejo', 'Flamenco', 'Tagsüber behandle ich Patienten in einer Praxis, abends tanze ich in einem Tablao.'],
  'marco-bianchi': ['der Piazzale Michelangelo bei Sonnenuntergang', 'der Dom', 'eine Schüssel Ribollita', 'Oper, vor allem Puccini', 'Im Moment restauriere ich einen alten Palazzo im Oltrarno.'],
  'mateo-fernandez': ['Coyoacán', 'der Chapultepec-Park', 'Tacos al Pastor', 'Boleros auf der Gitarre', 'Ich erforsche Korallenriffe, deshalb bin ich so oft wie möglich an der Küste.'],
  'li-wei': ['der Bund bei Nacht', 'der Yu-Garten', 'Xiaolongbao', 'Videospiel-Soundtracks', 'Ich entwickle Apps für ein Fintech-Start-up, vor allem das Backend.'],
  'yuki-tanaka': ['der Philosophenweg', 'der Fushimi-Inari-Schrein frühmorgens', 'Yudofu, also sanft gekochter Tofu', 'City Pop', 'Gerade illustriere ich ein Kinderbuch über eine Katze, die ein Teehaus führt.'],
  'layla-al-harbi': ['das Wadi Hanifa', 'die Altstadt von Diriyya', 'ein großer Teller Kabsa', 'die Lieder von Fairuz', 'Ich arbeite in einem Kinderkrankenhaus, meistens mit Neugeborenen.'],
  'omar-haddad': ['der Chan el-Chalili', 'die Pyramiden von Gizeh bei Sonnenaufgang', 'eine dampfende Schüssel Koschari', 'Umm Kulthum', 'Ich führe Besucher zu den Pyramiden und lese abends Hieroglyphen.'],
  'amara-okafor': ['der New Afrika Shrine', 'das Lekki Conservation Centre', 'rauchiger Party-Jollof-Reis', 'Afrobeats', 'Gerade produziere ich ein Album für eine junge Sängerin aus Lagos.'],
  'arjun-mehta': ['der Cubbon Park am frühen Morgen', 'der Botanische Garten Lalbagh', 'ein knuspriges Masala Dosa', 'karnatische Musik', 'Tagsüber baue ich Prognosemodelle, und frühmorgens gebe ich Yogakurse.'],
};
