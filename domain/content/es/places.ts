// The Spanish (es) words of domain/content/places.ts: the ten symbolic locations' names, regions and effects,
// in the English order (ids and offsets stay in the English file).

import type { PlaceWords } from '../places.ts'

/** SYMBOLIC_LOCATIONS: the shown words of each location, at the same index as the English entry. */
export const SYMBOLIC_LOCATIONS_ES: readonly PlaceWords[] = [
  {
    name: 'Stonehenge',
    region: 'Wiltshire, Inglaterra',
    effect:
      'El gran círculo de piedra le da a la lectura un sentido del tiempo antiguo, como si la hora se midiera por el giro del cielo.',
  },
  {
    name: 'Uluru',
    region: 'Territorio del Norte, Australia',
    effect:
      'El monolito rojo asienta la lectura en la tierra profunda y la paciencia, un recordatorio de que algunas cosas toman forma a lo largo de las eras.',
  },
  {
    name: 'Machu Picchu',
    region: 'Región del Cusco, Perú',
    effect:
      'La ciudadela de montaña eleva la lectura hacia la altura y la perspectiva, y favorece las miradas largas frente a las reacciones rápidas.',
  },
  {
    name: 'Pirámides de Guiza',
    region: 'Guiza, Egipto',
    effect:
      'Las pirámides añaden una nota de estructura y resistencia, y dan peso a los planes construidos piedra a piedra, con constancia.',
  },
  {
    name: 'Sedona',
    region: 'Arizona, Estados Unidos',
    effect:
      'La tierra de rocas rojas aporta una cualidad cálida y abierta, que invita a la lectura a ir más despacio y contemplar el paisaje.',
  },
  {
    name: 'Glastonbury Tor',
    region: 'Somerset, Inglaterra',
    effect:
      'La colina escalonada lleva un aire de peregrinación tranquila, y favorece los pasos pequeños y constantes y una pregunta interior clara.',
  },
  {
    name: 'Angkor Wat',
    region: 'Siem Reap, Camboya',
    effect:
      'La ciudad de templos tiñe la lectura de devoción y cuidado, como un largo acto de atención hecho en piedra.',
  },
  {
    name: 'Monte Fuji',
    region: 'Honshu, Japón',
    effect:
      'La cumbre quieta y simétrica da estabilidad a la lectura, y une la calma a un sereno deseo de elevarse.',
  },
  {
    name: 'Lago Titicaca',
    region: 'Los Andes, entre Perú y Bolivia',
    effect:
      'El lago de altura lleva la lectura hacia la reflexión y una calma profunda, como agua que sostiene el cielo entero.',
  },
  {
    name: 'Delfos',
    region: 'Fócida, Grecia',
    effect:
      'El antiguo santuario en la ladera de la montaña vuelve la lectura hacia dentro, y favorece una buena pregunta frente a una respuesta rápida.',
  },
]
