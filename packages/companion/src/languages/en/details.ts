/**
 * What the avatars can say concretely about their lives in English, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['Central Park', 'the Village Vanguard', 'a proper New York bagel', 'jazz', "Right now I'm writing a long feature about the city's old jazz clubs."],
  'lukas-hoffmann': ['Tempelhofer Feld, the old airfield', 'the Grunewald forest', 'a good currywurst', 'techno', "Right now I'm designing gearboxes for wind turbines."],
  'claire-dubois': ['Vieux Lyon, the old town', 'the Institut Lumière', 'a slice of praline tart', 'French chanson', 'I spend my mornings making croissants and my afternoons inventing new desserts.'],
  'sofia-romero': ['Triana, across the river', 'the Plaza de España', 'a cold bowl of salmorejo', 'flamenco', 'I treat patients at a clinic during the day and dance at a tablao at night.'],
  'marco-bianchi': ['Piazzale Michelangelo at sunset', 'the Duomo', 'a bowl of ribollita', 'opera, Puccini above all', "I'm restoring an old palazzo in the Oltrarno at the moment."],
  'mateo-fernandez': ['Coyoacán', 'Chapultepec Park', 'tacos al pastor', 'boleros on the guitar', "I study coral reefs, so I'm off to the coast whenever I can."],
  'li-wei': ['the Bund at night', 'Yu Garden', 'xiaolongbao', 'video game soundtracks', 'I build apps for a fintech start-up, mostly the back end.'],
  'yuki-tanaka': ["the Philosopher's Path", 'Fushimi Inari early in the morning', 'yudofu, simmered tofu', 'city pop', "I'm illustrating a children's book about a cat who runs a tea house."],
  'layla-al-harbi': ['Wadi Hanifah', 'the old town of Diriyah', 'a big plate of kabsa', 'the songs of Fairuz', "I work at a children's hospital, mostly with newborns."],
  'omar-haddad': ['Khan el-Khalili', 'the pyramids of Giza at sunrise', 'a steaming bowl of koshari', 'Umm Kulthum', 'I take visitors around the pyramids and spend my evenings reading hieroglyphs.'],
  'amara-okafor': ['the New Afrika Shrine', 'the Lekki Conservation Centre', 'smoky party jollof rice', 'Afrobeats', "I'm producing an album for a young singer from Lagos right now."],
  'arjun-mehta': ['Cubbon Park in the early morning', 'Lalbagh Botanical Garden', 'a crispy masala dosa', 'Carnatic music', 'I build forecasting models by day and teach yoga classes at dawn.'],
};
