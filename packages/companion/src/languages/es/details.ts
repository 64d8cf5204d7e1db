/**
 * What the avatars can say concretely about their lives in Spanish, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['Central Park', 'el Village Vanguard', 'un buen bagel neoyorquino', 'el jazz', 'Ahora mismo estoy escribiendo un reportaje largo sobre los viejos clubes de jazz de la ciudad.'],
  'lukas-hoffmann': ['el Tempelhofer Feld, el antiguo aeropuerto', 'el bosque de Grunewald', 'una buena currywurst', 'el techno', 'Ahora mismo estoy diseñando cajas de engranajes para aerogeneradores.'],
  'claire-dubois': ['el Vieux Lyon, el casco antiguo', 'el Institut Lumière', 'un trozo de tarta de praliné', 'la chanson francesa', 'Por las mañanas hago cruasanes y por las tardes invento postres nuevos.'],
  'sofia-romero': ['el barrio de Triana', 'la Plaza de España', 'un buen salmorejo fresquito', 'el flamenco', 'Por el día atiendo a pacientes en una clínica y por la noche bailo en un tablao.'],
  'marco-bianchi': ['el Piazzale Michelangelo al atardecer', 'el Duomo', 'un plato de ribollita', 'la ópera, sobre todo Puccini', 'Ahora mismo estoy restaurando un viejo palazzo en el Oltrarno.'],
  'mateo-fernandez': ['Coyoacán', 'el Bosque de Chapultepec', 'unos tacos al pastor', 'los boleros con guitarra', 'Estudio los arrecifes de coral, así que me escapo a la costa siempre que puedo.'],
  'li-wei': ['el Bund de noche', 'el Jardín Yu', 'los xiaolongbao', 'las bandas sonoras de videojuegos', 'Desarrollo aplicaciones para una start-up de tecnología financiera, sobre todo el back-end.'],
  'yuki-tanaka': ['el Camino del Filósofo', 'el santuario Fushimi Inari al amanecer', 'el yudofu, tofu hervido', 'el city pop', 'Ahora mismo estoy ilustrando un cuento infantil sobre un gato que lleva una casa de té.'],
  'layla-al-harbi': ['el Wadi Hanifa', 'el casco antiguo de Diriyah', 'un buen plato de kabsa', 'las canciones de Fairuz', 'Trabajo en un hospital infantil, sobre todo con recién nacidos.'],
  'omar-haddad': ['el Jan el-Jalili', 'las pirámides de Guiza al amanecer', 'un buen plato de koshari', 'Umm Kulthum', 'Llevo a los visitantes a las pirámides y por las noches leo jeroglíficos.'],
  'amara-okafor': ['el New Afrika Shrine', 'el Lekki Conservation Centre', 'un buen arroz jollof', 'el afrobeats', 'Ahora mismo estoy produciendo el disco de una cantante joven de Lagos.'],
  'arjun-mehta': ['el parque Cubbon a primera hora', 'el jardín botánico de Lalbagh', 'un masala dosa bien crujiente', 'la música carnática', 'De día construyo modelos de predicción y al amanecer doy clases de yoga.'],
};
